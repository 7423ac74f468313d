/**
 * What only a DOM test needs (jsdom): Testing Library's matchers and cleanup, and the islands
 * loaded up front. Node-environment suites (the server, the embedded backend) skip it, so they do
 * not import React and Testing Library for nothing.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadIslands } from '../../src/lib/island';

// find* and waitFor wait for what a test expects, not for a speed: 1 s (the default) is too short
// for a lazy module plus a query against the embedded backend on a loaded 2-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

// Components render in full, as on the server: islands (src/lib/island.tsx) are loaded up front.
// Their deferred hydration is a browser matter, covered by the end-to-end suite.
beforeAll(loadIslands);

afterEach(() => cleanup());
