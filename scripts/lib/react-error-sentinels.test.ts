import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/paths';
import { stacklessSentinels } from './react-error-sentinels';

// The file the browser build bundles (the package's exports do not name it).
const reactDomClient = readFileSync(
  path.join(projectRoot, 'node_modules/react-dom/cjs/react-dom-client.production.js'),
  'utf8',
);

describe('stacklessSentinels', () => {
  it("leaves no module-level Error() call in the installed React DOM's client", () => {
    const out = stacklessSentinels(reactDomClient);
    for (const code of [460, 461, 474, 519, 542]) {
      expect(out).not.toContain(`= Error(formatProdErrorMessage(${code}))`);
      expect(out).toContain(
        `Object.assign(Object.create(Error.prototype), { message: formatProdErrorMessage(${code}) })`,
      );
    }
    // Errors raised inside functions keep their stacks.
    expect(out).toContain('throw Error(formatProdErrorMessage(559))');
    expect(out.length - reactDomClient.length).toBeGreaterThan(0);
  });

  it('makes sentinels that are Errors with their message and no recorded stack', () => {
    const source = [
      'var SuspenseException = Error(formatProdErrorMessage(460)),',
      '  SuspenseyCommitException = Error(formatProdErrorMessage(474)),',
      '  SuspenseActionException = Error(formatProdErrorMessage(542)),',
      '  x = 1;',
      '  HydrationMismatchException = Error(formatProdErrorMessage(519));',
      'var SelectiveHydrationException = Error(formatProdErrorMessage(461)),',
      '  y = 2;',
      'return [SuspenseException, SelectiveHydrationException];',
    ].join('\n');
    const run = new Function(
      'formatProdErrorMessage',
      `var HydrationMismatchException;\n${stacklessSentinels(source)}`,
    ) as (format: (code: number) => string) => Error[];
    const [suspense, selective] = run((code) => `Minified React error #${code}`);
    expect(suspense).toBeInstanceOf(Error);
    expect(suspense!.message).toBe('Minified React error #460');
    expect(String(selective)).toBe('Error: Minified React error #461');
    expect(Object.getOwnPropertyNames(suspense)).not.toContain('stack');
  });

  it('fails the build when React DOM no longer has exactly those five', () => {
    const withoutOne = reactDomClient.replace(
      'SuspenseActionException = Error(formatProdErrorMessage(542))',
      'SuspenseActionException = makeError(542)',
    );
    expect(() => stacklessSentinels(withoutOne)).toThrow(/sentinel errors changed/);
    expect(() => stacklessSentinels('var x = 1;')).toThrow(/found none/);
  });
});
