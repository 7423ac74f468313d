import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadIslands } from '../../src/lib/island';

// find* and waitFor wait for what a test expects, not for a speed: 1 s (the default) is too short
// for a lazy module plus a query against the embedded backend on a loaded 2-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

// Components render in full, as on the server: islands (src/lib/island.tsx) are loaded up front.
// Their deferred hydration is a browser matter, covered by the end-to-end suite.
beforeAll(loadIslands);

// A test that prints console.error fails: React warnings and swallowed errors are bugs.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
  if (errors.length > 0) {
    const printed = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${printed}`);
  }
});
