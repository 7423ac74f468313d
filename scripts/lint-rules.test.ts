import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The house rules live in eslint.config.js so CI holds them; each case feeds the real config a
// file that breaks one rule, so dropping or loosening that rule fails here.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot, cache: false });

// import-x follows imports to files on disk, so a cycle needs two real modules.
const cycleDir = path.join(repoRoot, 'src/lib/__lint_cycle_tmp__');

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  const messages = result?.messages ?? [];
  // A file that does not parse breaks no rule, and would pass the "not flagged" cases unseen.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? '');
}

function lines(count: number, line: (i: number) => string): string {
  return Array.from({ length: count }, (_, i) => line(i)).join('\n');
}

/** A function `total` lines long, its opening and closing lines included. */
function functionOfLines(total: number): string {
  const body = lines(total - 3, (i) => `  seen.push(${i});`);
  return `export function record(seen: number[]): void {\n  seen.length = 0;\n${body}\n}\n`;
}

describe('house rules held by lint', () => {
  beforeAll(async () => {
    await rm(cycleDir, { recursive: true, force: true });
    await mkdir(cycleDir, { recursive: true });
    await writeFile(
      path.join(cycleDir, 'a.ts'),
      "import { b } from './b';\n\nexport const a = (): number => b() + 1;\n",
    );
    await writeFile(
      path.join(cycleDir, 'b.ts'),
      "import { a } from './a';\n\nexport const b = (): number => a() - 1;\n",
    );
  });

  // Removed even when a case fails, so no stray module is left in src/.
  afterAll(async () => {
    await rm(cycleDir, { recursive: true, force: true });
  });

  it('fails a source file of 401 lines and passes one of 400', async () => {
    const file = (count: number) => lines(count, (i) => `export const n${i} = ${i};`) + '\n';
    expect(await ruleIds(file(401), 'src/lib/long-module.ts')).toContain('max-lines');
    expect(await ruleIds(file(400), 'src/lib/long-module.ts')).not.toContain('max-lines');
    // Tests are held to it too.
    expect(await ruleIds(file(401), 'src/lib/long-module.test.ts')).toContain('max-lines');
  });

  it('fails a production function of 151 lines, not one of 150, nor a long test', async () => {
    expect(functionOfLines(151).trimEnd().split('\n')).toHaveLength(151);
    expect(await ruleIds(functionOfLines(151), 'src/lib/x.ts')).toContain('max-lines-per-function');
    expect(await ruleIds(functionOfLines(150), 'src/lib/x.ts')).not.toContain(
      'max-lines-per-function',
    );
    expect(await ruleIds(functionOfLines(151), 'src/lib/x.test.ts')).not.toContain(
      'max-lines-per-function',
    );
  });

  // import-x checks a zone only for an import it resolves, so this needs the test kit in its
  // own room (supabase/embedded/test-kit/) and the zone that keeps production out of it.
  it('keeps the embedded test kit out of production code', async () => {
    const code =
      "import { startTestServer } from '../test-kit/test-server';\n\nvoid startTestServer;\n";
    expect(await ruleIds(code, 'supabase/embedded/rest/some-file.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('fails a module replaced in a backend test, which shares its worker’s modules, not in an app test', async () => {
    const code = "import { vi } from 'vitest';\n\nvi.mock('./clock');\n";
    expect(await ruleIds(code, 'supabase/embedded/x.test.ts')).toContain('no-restricted-syntax');
    expect(await ruleIds(code, 'server/x.test.ts')).toContain('no-restricted-syntax');
    expect(await ruleIds(code, 'src/lib/x.test.ts')).not.toContain('no-restricted-syntax');
    // The rule every file keeps still holds there.
    const envRead = 'export const mode = import.meta.env.MODE;\n';
    expect(await ruleIds(envRead, 'server/x.test.ts')).toContain('no-restricted-syntax');
  });

  it('fails an import cycle', async () => {
    const filePath = path.join(cycleDir, 'a.ts');
    const [result] = await eslint.lintFiles([filePath]);
    const ids = (result?.messages ?? []).map((m) => m.ruleId);
    expect(ids).toContain('import-x/no-cycle');
  });
});
