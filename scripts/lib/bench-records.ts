import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../../server/paths';

/** The benchmarks' records live beside their raw results, not in the front-door README. */
export const benchRecordsPath = path.join(projectRoot, 'bench', 'README.md');

/**
 * Writes `text` into bench/README.md between `<!-- name:start -->` and `<!-- name:end -->`;
 * warns and leaves the file alone when the markers are missing.
 */
export async function writeBenchRecord(name: string, text: string): Promise<void> {
  const records = await readFile(benchRecordsPath, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  if (!records.includes(start) || !records.includes(end)) {
    console.warn(`bench/README.md has no ${start} … ${end} markers: not updated`);
    return;
  }
  await writeFile(
    benchRecordsPath,
    `${records.slice(0, records.indexOf(start) + start.length)}\n${text}\n${records.slice(records.indexOf(end))}`,
  );
  console.log('bench/README.md updated');
}
