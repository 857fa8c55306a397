// What a first screen does not need to show its data (framer-motion's animation features, the user
// menu's Radix code, the toast viewport) is loaded once that data (or its error or empty state) is on
// screen, when the browser is next idle: it neither delays the data nor waits for a click. A screen
// that never reports its data still gets it a few seconds after it first asked.
type Task = () => void;

const FALLBACK_MS = 3000;
const tasks: Task[] = [];
let shown = false;
let fallback: ReturnType<typeof setTimeout> | undefined;

const whenIdle = (task: Task) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 1);
};

/** Called by the first screen once its data, empty or error state is rendered. */
export function markFirstData(): void {
  if (shown) return;
  shown = true;
  clearTimeout(fallback);
  whenIdle(() => {
    for (const task of tasks.splice(0)) task();
  });
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
