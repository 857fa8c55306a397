// The browser's layout, which jsdom cannot compute: what the feedback chart measures its box with.
import { vi } from 'vitest';

/** The browser's layout: every observed box measures `width` x 200 px. */
export function layoutAt(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        const contentRect = { width, height: 200, top: 0, left: 0 } as DOMRectReadOnly;
        this.report([{ target, contentRect } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}
