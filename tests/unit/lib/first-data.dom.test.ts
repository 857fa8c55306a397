// lib/first-data: what waits for the first screen's data runs on idle once it is painted (two animation
// frames after the render; or after the fallback), and a reset forgets the screen and cancels what was
// scheduled, as a new page load would.
import { afterFirstData, markFirstData, resetFirstData } from '@/lib/first-data';

beforeEach(() => {
  vi.useFakeTimers();
  resetFirstData();
});
afterEach(() => {
  resetFirstData();
  vi.useRealTimers();
});

// The fake clock runs animation frames every 16 ms.
const FRAME = 16;

it('runs a waiting task on idle after the frame that paints the first data, and a later task at once on idle', () => {
  const first = vi.fn();
  afterFirstData(first);
  vi.advanceTimersByTime(100);
  expect(first).not.toHaveBeenCalled();

  markFirstData();
  expect(first).not.toHaveBeenCalled();
  // The first frame's callbacks run before its paint: not yet.
  vi.advanceTimersByTime(FRAME + 1);
  expect(first).not.toHaveBeenCalled();
  vi.advanceTimersByTime(FRAME + 1);
  expect(first).toHaveBeenCalledTimes(1);

  const later = vi.fn();
  afterFirstData(later);
  expect(later).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(later).toHaveBeenCalledTimes(1);
  expect(first).toHaveBeenCalledTimes(1);
});

it('runs the waiting tasks after 3 s when no screen reports its data', () => {
  const task = vi.fn();
  afterFirstData(task);
  vi.advanceTimersByTime(2999);
  expect(task).not.toHaveBeenCalled();
  vi.advanceTimersByTime(2 * FRAME + 2);
  expect(task).toHaveBeenCalledTimes(1);
});

it('a reset while the first data waits for its paint cancels what waits for it', () => {
  const waiting = vi.fn();
  afterFirstData(waiting);
  markFirstData();
  vi.advanceTimersByTime(FRAME + 1);
  resetFirstData();
  vi.advanceTimersByTime(10_000);
  expect(waiting).not.toHaveBeenCalled();
});

it('a reset cancels the waiting tasks, the fallback and what was already scheduled for idle', () => {
  const waiting = vi.fn();
  afterFirstData(waiting);
  resetFirstData();
  vi.advanceTimersByTime(10_000);
  expect(waiting).not.toHaveBeenCalled();

  markFirstData();
  const scheduled = vi.fn();
  afterFirstData(scheduled);
  resetFirstData();
  vi.advanceTimersByTime(10_000);
  expect(scheduled).not.toHaveBeenCalled();

  // Forgotten: the next task waits for a first screen again.
  const next = vi.fn();
  afterFirstData(next);
  vi.advanceTimersByTime(100);
  expect(next).not.toHaveBeenCalled();
  markFirstData();
  vi.advanceTimersByTime(2 * FRAME + 2);
  expect(next).toHaveBeenCalledTimes(1);
});
