// Component tests run against the local-stack configuration (no hosted keys needed).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';

import { resetFirstData } from '@/lib/first-data';

import { backend } from '../unit/kit/fake-backend';
import { resetKit } from '../unit/kit/reset';

vi.stubEnv('VITE_LOCAL_STACK', 'true');

// The network edges of the app, faked once for every unit test: the identity service, Supabase (the
// real supabase-js client over an in-memory backend) and the callable functions (only callFunction; the
// error class and its Spanish mapping stay real). See tests/README.md.
vi.mock('@/lib/firebase', async () => (await import('../unit/helpers/fake-firebase')).firebaseModule);
vi.mock('@/lib/supabase', async () => await import('../unit/kit/supabase-module'));
vi.mock('@/lib/functions', async (importOriginal) => {
  const { functionsModule } = await import('../unit/helpers/fake-functions');
  return functionsModule(await importOriginal<typeof import('@/lib/functions')>());
});
// The browser's "save file": a spy whose calls hold what would have been saved (helpers/saved-files).
vi.mock('file-saver', async () => {
  const { saved } = await import('../unit/helpers/saved-files');
  const saveAs = (...args: unknown[]) => saved.saveAs(...args) as unknown;
  return { saveAs, default: { saveAs } };
});

// Route modules load lazily; the first import of a screen can take over a second in a cold run, and many
// more on a loaded two-core machine, where a 5 s wait (a lazy screen, a debounced search) runs out. Waits
// end as soon as what they wait for is there, so a longer limit only delays the report of a real failure.
configure({ asyncUtilTimeout: 10_000 });
// Whole-screen flows (sign in, navigate, type, submit) outgrow the 5 s default on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

// jsdom lacks these browser APIs that Radix primitives use.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.scrollIntoView ??= () => {};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Signed URLs point at the fake backend; a plain fetch of one (the REPSE zip) must reach it too. Unit
// tests never reach a real network: any other http(s) request fails as offline (a test that needs an
// answer stubs fetch itself, e.g. the Looker probe's stubLookerNetwork).
const realFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.startsWith(backend.url)) return backend.fetch(input, init);
  if (/^https?:/i.test(url)) return Promise.reject(new TypeError(`Sin red en las pruebas unitarias: ${url}`));
  return realFetch(input, init);
};

beforeEach(() => resetKit());
afterEach(() => {
  cleanup();
  // Nothing a test scheduled for "after the first data" runs in the next test, or once its file is over.
  resetFirstData();
});
// No file ends while a module it asked for is still loading (a lazy menu or chunk started by its last test):
// in the module graph the next files share (isolate: false), that import would fail with the file's
// torn-down environment, and stay failed for every later file of that worker (seen once: the user menu's
// Radix code, and four later files failed).
afterAll(() => vi.dynamicImportSettled());
