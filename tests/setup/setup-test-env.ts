import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadIslands } from '../../src/lib/island';

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
