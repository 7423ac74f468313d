import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../../server/paths';

/**
 * Writes `text` into `file` (README.md unless named) between `<!-- name:start -->` and
 * `<!-- name:end -->` (the benchmarks' records); warns and leaves the file alone when the
 * markers are missing.
 */
export async function writeReadmeSection(
  name: string,
  text: string,
  file = 'README.md',
): Promise<void> {
  const readmePath = path.join(projectRoot, file);
  const readme = await readFile(readmePath, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  if (!readme.includes(start) || !readme.includes(end)) {
    console.warn(`${file} has no ${start} … ${end} markers: not updated`);
    return;
  }
  await writeFile(
    readmePath,
    `${readme.slice(0, readme.indexOf(start) + start.length)}\n${text}\n${readme.slice(readme.indexOf(end))}`,
  );
  console.log(`${file} updated`);
}
