import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router uses them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// How long findBy* and waitFor keep looking before they fail: a bound for a test that fails, never
// a wait (they return as soon as what they look for is there). Testing Library's default of 1 s
// was shorter than a lazily loaded page's first render with its mocked queries on a loaded 2-core
// machine: the ProtectedRoute and SignInPage tests failed that way under `npm run test:repeat`.
configure({ asyncUtilTimeout: 10_000 });
