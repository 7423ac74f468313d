import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../../server/paths';

/**
 * Writes `text` into README.md between `<!-- name:start -->` and `<!-- name:end -->` (the
 * benchmarks' records); warns and leaves the file alone when the markers are missing.
 */
export async function writeReadmeSection(name: string, text: string): Promise<void> {
  const readmePath = path.join(projectRoot, 'README.md');
  const readme = await readFile(readmePath, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  if (!readme.includes(start) || !readme.includes(end)) {
    console.warn(`README.md has no ${start} … ${end} markers: not updated`);
    return;
  }
  await writeFile(
    readmePath,
    `${readme.slice(0, readme.indexOf(start) + start.length)}\n${text}\n${readme.slice(readme.indexOf(end))}`,
  );
  console.log('README.md updated');
}
