// Component tests run against the local-stack configuration (no hosted keys needed).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

vi.stubEnv('VITE_LOCAL_STACK', 'true');

// Route modules load lazily; the first import of a screen can take over a second in a cold run.
configure({ asyncUtilTimeout: 5000 });
// Whole-screen flows (sign in, navigate, type, submit) outgrow the 5 s default on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

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

afterEach(() => {
  cleanup();
});
