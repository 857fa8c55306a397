// The distribution of ratings (1-5) per company as stacked bars, drawn with visx (small SVG primitives)
// to fit the width of its card; its height follows from the names (wrapped, or above the bars on a
// phone). The drawing is hidden from screen readers: the sentences under it (statsSentence) say the
// same, average and count included.
import { useParentSize } from '@visx/responsive';

import { type CompanyStats } from '../../utils/feedback-stats';
import { RatingBars } from './rating-bars';
import { CHART_TEXT, RATING_COLORS, ratingLabel } from './rating-series';

export function RatingChart({ stats }: { stats: CompanyStats[] }) {
  // Only the width is measured (the drawing sets its own height); redrawn at most every 100 ms while the
  // window is resized.
  const { parentRef, width } = useParentSize({ debounceTime: 100, ignoreDimensions: 'height' });
  return (
    <div aria-hidden="true" data-testid="rating-chart" className="flex w-full flex-col gap-2">
      <div ref={parentRef} className="w-full">
        {width > 0 && <RatingBars stats={stats} width={width} />}
      </div>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs" style={{ color: CHART_TEXT }}>
        {RATING_COLORS.map((color, i) => (
          <li key={color} className="flex items-center gap-1.5">
            <span className="size-2.5 shrink-0 rounded-sm" style={{ backgroundColor: color }} />
            {ratingLabel(i)}
          </li>
        ))}
      </ul>
    </div>
  );
}
