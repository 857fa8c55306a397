// The matrices draw their table only where it fits its box (use-table-fits.ts). jsdom lays nothing out, so
// a test says how wide the table is and how wide its box, and may widen the box later, as the browser's
// ResizeObserver would report it.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function tableWidths({ table, box }: { table: number; box: number }) {
  const observers: ResizeObserverCallback[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  let boxWidth = box;
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(() => table);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(() => boxWidth);
  return {
    widen: (width: number) =>
      act(() => {
        boxWidth = width;
        for (const callback of observers) callback([], {} as ResizeObserver);
      }),
  };
}
