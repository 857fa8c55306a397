// Progress arrives per network chunk and per 16 KiB of archive (thousands of calls for a large ZIP); each
// state update re-renders the screen behind the progress bar. This passes on the latest value at most once
// per interval: the first at once, the last one after the interval if nothing newer came.

export interface EverySoOften<T> {
  push: (value: T) => void;
  /** Drops a value still waiting to be passed on. */
  cancel: () => void;
}

export function everySoOften<T>(intervalMs: number, apply: (value: T) => void): EverySoOften<T> {
  let waiting: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastRun = -Infinity;
  const run = () => {
    timer = null;
    if (!waiting) return;
    const { value } = waiting;
    waiting = null;
    lastRun = Date.now();
    apply(value);
  };
  return {
    push(value) {
      waiting = { value };
      if (timer) return;
      const wait = lastRun + intervalMs - Date.now();
      if (wait <= 0) run();
      else timer = setTimeout(run, wait);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      waiting = null;
    },
  };
}
