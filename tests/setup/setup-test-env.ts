import { afterEach, beforeEach, vi } from 'vitest';

// A test that prints console.error fails: React warnings and swallowed errors are bugs.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  if (errors.length > 0) {
    const printed = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${printed}`);
  }
});

// Registered after the check above, so their cleanup (run first: after-hooks run in reverse)
// unmounts before the check reads what was printed.
if (typeof document !== 'undefined') await import('./setup-dom');
