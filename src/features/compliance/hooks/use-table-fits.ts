// Whether a table fits the width its box gives it, so the matrices draw the table where it fits and cards
// where it does not, whatever the window, the months chosen or the names: a table scrolled sideways under
// a pinned column shows its cells in part ('/9' of '8/9', '026' of a year). While the table shows, it is
// measured (wider than its scroller means its columns are already at their narrowest) and that width is
// kept; while the cards show, the box is watched, and the table comes back once the box is that wide.
// Other content (months, rows) measures afresh. Both run before the paint, so the wrong layout never shows.
import * as React from 'react';

export function useTableFits(content: string) {
  const box = React.useRef<HTMLDivElement>(null);
  const scroller = React.useRef<HTMLDivElement>(null);
  const [width, setWidth] = React.useState(0);
  const [needed, setNeeded] = React.useState({ content, width: 0 });
  const needs = needed.content === content ? needed.width : 0;
  const fits = needs === 0 || width >= needs;

  React.useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  React.useLayoutEffect(() => {
    const el = scroller.current;
    if (!fits || !el || el.scrollWidth <= el.clientWidth + 1) return;
    // The scroller's borders: the box measures them too.
    setNeeded({ content, width: el.scrollWidth + el.offsetWidth - el.clientWidth });
  }, [fits, width, content]);

  return { box, scroller, fits };
}
