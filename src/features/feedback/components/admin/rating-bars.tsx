// The SVG drawing of the rating chart for a measured width: one horizontal stacked bar per company (1 star
// on the left, 5 on the right), integer ticks along the bottom, each company's full name beside its bar
// or, on a narrow chart, above it (./chart-size decides).
import { AxisBottom } from '@visx/axis';
import { GridColumns } from '@visx/grid';
import { scaleLinear } from '@visx/scale';
import { getStringWidth } from '@visx/text';
import * as React from 'react';

import type { CompanyStats } from '../../utils/feedback-stats';
import {
  BAR_HEIGHT,
  chartLayout,
  estimateWidth,
  LINE_HEIGHT,
  NAME_FONT_SIZE,
  type ChartLayout,
} from './chart-size';
import { CHART_TEXT, RATING_COLORS, ratingLabel } from './rating-series';

const AXIS = 'hsl(var(--muted-foreground))';
const GRID = 'hsl(var(--border))';
const tickLabel = { fill: CHART_TEXT, fontFamily: 'inherit', fontSize: NAME_FONT_SIZE } as const;
const NAME_STYLE = { fontSize: `${NAME_FONT_SIZE}px` };

// Measured as the browser draws it; estimated where nothing is drawn (a test's document).
const measureName = (text: string) => getStringWidth(text, NAME_STYLE) ?? estimateWidth(text);

interface RatingBarsProps {
  stats: CompanyStats[];
  width: number;
}

export function RatingBars({ stats, width }: RatingBarsProps) {
  const layout = React.useMemo(
    () =>
      chartLayout(
        stats.map((s) => s.name),
        width,
        measureName,
      ),
    [stats, width],
  );
  const max = Math.max(1, ...stats.map((s) => s.count));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, layout.barsWidth], nice: true });
  // Whole ratings only: a tick at 0.5 calificaciones means nothing.
  const ticks = x.ticks(Math.max(2, Math.floor(layout.barsWidth / 60))).filter(Number.isInteger);

  return (
    <svg width={width} height={layout.height} className="block">
      <Grid layout={layout} x={x} ticks={ticks} />
      {stats.map((s, i) => (
        <CompanyRow key={s.companyId ?? 'none'} stats={s} layout={layout} row={i} x={x} />
      ))}
      <AxisBottom
        top={layout.axisY}
        left={layout.barsX}
        scale={x}
        tickValues={ticks}
        tickFormat={(n) => String(n)}
        stroke={AXIS}
        tickStroke={AXIS}
        tickLength={4}
        tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
      />
    </svg>
  );
}

type Scale = ReturnType<typeof scaleLinear<number>>;

// Beside the names the grid and the zero line run the chart's height; with the names above the bars
// they stay within each bar, so no line runs through a name.
function Grid({ layout, x, ticks }: { layout: ChartLayout; x: Scale; ticks: number[] }) {
  const spans = layout.stacked
    ? layout.rows.map((r) => ({ top: r.barY - 4, height: BAR_HEIGHT + 8 }))
    : [{ top: layout.rows[0]?.barY ?? 0, height: layout.axisY - (layout.rows[0]?.barY ?? 0) }];
  return spans.map(({ top, height }) => (
    <g key={top}>
      <GridColumns
        top={top}
        left={layout.barsX}
        scale={x}
        height={height}
        tickValues={ticks}
        stroke={GRID}
        strokeDasharray="3 3"
      />
      <line x1={layout.barsX} x2={layout.barsX} y1={top} y2={top + height} stroke={AXIS} />
    </g>
  ));
}

interface CompanyRowProps {
  stats: CompanyStats;
  layout: ChartLayout;
  row: number;
  x: Scale;
}

function CompanyRow({ stats, layout, row, x }: CompanyRowProps) {
  const { lines, nameY, barY } = layout.rows[row];
  // Each segment starts where the ratings of fewer stars end.
  const segments = stats.distribution.map((n, key) => {
    const start = stats.distribution.slice(0, key).reduce((a, b) => a + b, 0);
    return { key, n, x0: x(start), x1: x(start + n) };
  });
  return (
    <g data-company={stats.name}>
      <text
        x={layout.nameX}
        y={nameY}
        textAnchor={layout.stacked ? 'start' : 'end'}
        fill={CHART_TEXT}
        fontSize={NAME_FONT_SIZE}
        fontFamily="inherit"
      >
        {lines.map((line, i) => (
          <tspan key={i} x={layout.nameX} dy={i === 0 ? 0 : LINE_HEIGHT}>
            {line}
          </tspan>
        ))}
      </text>
      {segments
        .filter((s) => s.n > 0)
        .map((s) => (
          <rect
            key={s.key}
            x={layout.barsX + s.x0}
            y={barY}
            width={s.x1 - s.x0}
            height={BAR_HEIGHT}
            fill={RATING_COLORS[s.key]}
          >
            {/* The browser's own tooltip: the company and the count, readable on hover. */}
            <title>{`${stats.name} · ${ratingLabel(s.key)}: ${s.n}`}</title>
          </rect>
        ))}
    </g>
  );
}
