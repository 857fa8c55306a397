// A browser that says when it is idle (jsdom has no requestIdleCallback, so the app's screens never
// preload on idle in the other files), and the person's save-data setting, for the tests of what the app
// fetches on idle. Call `withIdleBrowser()` at the top of the file.

/** navigator.connection as the browser reports it (undefined: not reported). */
export function setConnection(connection: { saveData: boolean } | undefined): void {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

export function withIdleBrowser(): void {
  beforeEach(() => {
    window.requestIdleCallback = (run) => window.setTimeout(() => run({} as IdleDeadline), 1);
    window.cancelIdleCallback = (handle) => window.clearTimeout(handle);
  });
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
    setConnection(undefined);
  });
}
