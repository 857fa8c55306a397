// The distribution of ratings (1-5) per company as stacked bars, drawn with visx (small SVG primitives)
// to fit the width of its card. The drawing is hidden from screen readers: the sentences under it
// (statsSentence) say the same, average and count included.
import { useParentSize } from '@visx/responsive';

import { type CompanyStats } from '../../utils/feedback-stats';
import { chartHeight } from './chart-size';
import { RatingBars } from './rating-bars';
import { CHART_TEXT, RATING_COLORS, ratingLabel } from './rating-series';

export function RatingChart({ stats }: { stats: CompanyStats[] }) {
  // Redrawn at most every 100 ms while the window is resized.
  const { parentRef, width, height } = useParentSize({ debounceTime: 100 });
  return (
    <div
      aria-hidden="true"
      data-testid="rating-chart"
      className="flex w-full flex-col gap-2"
      style={{ height: chartHeight(stats) }}
    >
      <div ref={parentRef} className="min-h-0 flex-1 overflow-hidden">
        {width > 0 && height > 0 && <RatingBars stats={stats} width={width} height={height} />}
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
