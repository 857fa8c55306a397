// Polls until a service answers, failing early when its process has already exited.
export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  abort?: Promise<unknown>;
}

export async function waitFor(
  what: string,
  ready: () => Promise<boolean>,
  opts: WaitOptions = {},
): Promise<void> {
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  let exited = false;
  void opts.abort?.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    if (exited) throw new Error(`${what}: el proceso terminó antes de estar listo.`);
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? 300));
  }
  throw new Error(`${what}: no respondió en ${Math.round((opts.timeoutMs ?? 60_000) / 1000)} s.`);
}
