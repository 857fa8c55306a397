// What a first screen does not need to show its data (the user menu's Radix code, the toast viewport,
// framer-motion's animation features, other tabs' code) is loaded once that data (or its error or empty
// state) is painted, when the browser is next idle: it neither delays the data nor waits for a click. A
// screen that never reports its data still gets it a few seconds after it first asked.
type Task = () => void;

const FALLBACK_MS = 3000;
const tasks: Task[] = [];
let shown = false;
let fallback: ReturnType<typeof setTimeout> | undefined;

/** What is scheduled and not yet run, so a reset can cancel it. */
const pending = new Set<() => void>();

const whenIdle = (task: Task) => {
  let cancel: () => void;
  const run = () => {
    pending.delete(cancel);
    task();
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 1000 });
    cancel = () => window.cancelIdleCallback(handle);
  } else {
    const handle = setTimeout(run, 1);
    cancel = () => clearTimeout(handle);
  }
  pending.add(cancel);
};

/**
 * After the frame that paints what was just rendered: the second animation frame from now (the first
 * one's callbacks run before its paint). Where there are no animation frames, at once.
 */
const afterPaint = (task: Task) => {
  if (typeof window.requestAnimationFrame !== 'function') return task();
  let handle = 0;
  const cancel = () => window.cancelAnimationFrame(handle);
  pending.add(cancel);
  handle = window.requestAnimationFrame(() => {
    handle = window.requestAnimationFrame(() => {
      pending.delete(cancel);
      task();
    });
  });
};

/**
 * Called by the first screen once its data, empty or error state is rendered. What waits for it starts
 * once that frame is painted (idle callbacks could otherwise fire, and code arrive and run, between the
 * render and its paint: with the CSS entrances, before the data's first visible frame).
 */
export function markFirstData(): void {
  if (shown) return;
  shown = true;
  clearTimeout(fallback);
  afterPaint(() =>
    whenIdle(() => {
      for (const task of tasks.splice(0)) task();
    }),
  );
}

/** Runs `task` on idle after the first data is on screen (at once, on idle, if it already is). */
export function afterFirstData(task: Task): void {
  if (shown) {
    whenIdle(task);
    return;
  }
  tasks.push(task);
  fallback ??= setTimeout(markFirstData, FALLBACK_MS);
}

/**
 * Code a person will likely want next (a section's other tabs), fetched on idle after the first data: only
 * where the browser says when it is idle (not Safari, nor jsdom, whose tests would compile every tab's
 * code beside the screen they test) and not when the person asked to save data. The pointer or focus on
 * a menu entry still asks for its code everywhere.
 */
export function preloadAfterFirstData(task: Task): void {
  if (typeof window.requestIdleCallback !== 'function') return;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  afterFirstData(task);
}

/**
 * Forgets the first screen and cancels what waits for it or for the idle time, as a new page load would.
 * For the component tests, whose files share one page: a task left scheduled by one test must not run in
 * the next one (or after the test environment is gone).
 */
export function resetFirstData(): void {
  shown = false;
  tasks.length = 0;
  clearTimeout(fallback);
  fallback = undefined;
  for (const cancel of pending) cancel();
  pending.clear();
}
