import type { Plugin } from 'vite';

/**
 * React DOM creates five `Error` objects while its module initialises: sentinels it throws and
 * compares by identity (SuspenseException and its kin), never shown to anyone. A browser records
 * where each Error was created, with line and column, for the page's error reporting; V8 keeps no
 * positions for code it has only run once, so it parses again every function on the stack — all
 * of React DOM, and the whole chunk that evaluates it. On a 2-core machine that was 130 ms of the
 * 150 ms the app took to start, one task blocking input on every page.
 *
 * Made from Error.prototype without calling Error, the sentinels are the same objects to React
 * (same identity, `instanceof Error`, same message) but record no stack. The client build only:
 * the server renders with react-dom/server. A React release that no longer has exactly these
 * five fails the build, so the fix is never silently lost.
 */
const sentinelCodes = ['460', '461', '474', '519', '542'] as const;
const reactDomClient = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const sentinel = /\bError\(formatProdErrorMessage\((\d+)\)\)(?=[,;])/g;

/** React DOM's client code with its module-level sentinel errors made without a stack. */
export function stacklessSentinels(code: string): string {
  const found: string[] = [];
  const out = code.replace(sentinel, (call, errorCode: string, offset: number) => {
    // Only the declarations: `var X = Error(...)` or `, X = Error(...)` at module level.
    const before = code.slice(Math.max(0, offset - 40), offset);
    if (!/(?:^|\n)(?:var\s+|\s+)\w+\s*=\s*$/.test(before)) return call;
    found.push(errorCode);
    return `Object.assign(Object.create(Error.prototype), { message: formatProdErrorMessage(${errorCode}) })`;
  });
  const expected = [...sentinelCodes].sort().join(',');
  if ([...found].sort().join(',') !== expected) {
    throw new Error(
      `react-dom's module-level sentinel errors changed (found ${found.join(', ') || 'none'}, ` +
        `expected ${expected}): review scripts/lib/react-error-sentinels.ts`,
    );
  }
  return out;
}

/** Vite plugin: applies stacklessSentinels to React DOM in the browser build. */
export function reactErrorSentinels(): Plugin {
  return {
    name: 'demoly-react-error-sentinels',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr || !reactDomClient.test(id)) return null;
      return { code: stacklessSentinels(code), map: null };
    },
  };
}
