// The SVG drawing of the rating chart for a measured size: one horizontal stacked bar per company (1 star
// on the left, 5 on the right), integer ticks along the bottom, company names on the left.
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridColumns } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStackHorizontal } from '@visx/shape';

import type { CompanyStats } from '../../utils/feedback-stats';
import { CHART_TEXT, RATING_COLORS, ratingLabel } from './rating-series';

const KEYS = [0, 1, 2, 3, 4];
const MARGIN = { top: 8, right: 16, bottom: 28, left: 8 };
const AXIS = 'hsl(var(--muted-foreground))';
const tickLabel = { fill: CHART_TEXT, fontFamily: 'inherit', fontSize: 12 } as const;
// Measured in this style, to know whether a name fits.
const NAME_STYLE = { fontSize: '12px' };

// A phone keeps most of its width for the bars: a narrower name column with shorter names; a wide
// screen has room for longer ones.
const nameColumn = (width: number) => {
  if (width < 480) return { width: 92, chars: 12 };
  if (width < 900) return { width: 128, chars: 18 };
  return { width: 176, chars: 26 };
};
export const shortName = (name: string, chars: number) =>
  name.length > chars ? `${name.slice(0, chars - 1).trimEnd()}…` : name;

interface RatingBarsProps {
  stats: CompanyStats[];
  width: number;
  height: number;
}

export function RatingBars({ stats, width, height }: RatingBarsProps) {
  const names = nameColumn(width);
  const left = MARGIN.left + names.width;
  const innerWidth = Math.max(0, width - left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const max = Math.max(1, ...stats.map((s) => s.count));
  const x = scaleLinear<number>({ domain: [0, max], range: [0, innerWidth], nice: true });
  const y = scaleBand<number>({ domain: stats.map((_, i) => i), range: [0, innerHeight], padding: 0.2 });
  // Whole ratings only: a tick at 0.5 calificaciones means nothing.
  const ticks = x.ticks(Math.max(2, Math.floor(innerWidth / 60))).filter(Number.isInteger);

  return (
    <svg width={width} height={height}>
      <Group top={MARGIN.top} left={left}>
        <GridColumns
          scale={x}
          height={innerHeight}
          tickValues={ticks}
          stroke="hsl(var(--border))"
          strokeDasharray="3 3"
        />
        <BarStackHorizontal<CompanyStats, number>
          data={stats}
          keys={KEYS}
          value={(s, key) => s.distribution[key] ?? 0}
          y={(s) => stats.indexOf(s)}
          xScale={x}
          yScale={y}
          color={(key) => RATING_COLORS[key]}
        >
          {(stacks) =>
            stacks.map((stack) =>
              stack.bars
                .filter((bar) => bar.width > 0)
                .map((bar) => (
                  <rect
                    key={`${stack.key}-${bar.index}`}
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    fill={bar.color}
                  >
                    {/* The browser's own tooltip: the full company name and the count, readable on hover. */}
                    <title>{`${stats[bar.index].name} · ${ratingLabel(stack.key)}: ${stats[bar.index].distribution[stack.key]}`}</title>
                  </rect>
                )),
            )
          }
        </BarStackHorizontal>
        <AxisLeft
          scale={y}
          tickFormat={(i) => shortName(stats[i].name, names.chars)}
          stroke={AXIS}
          tickStroke={AXIS}
          tickLength={4}
          // Wide letters (a name in capitals) may still not fit its column: such a name shrinks instead
          // (the axis draws its labels with visx's Text, which measures them in NAME_STYLE).
          tickLabelProps={{
            ...tickLabel,
            textAnchor: 'end',
            dx: '-0.25em',
            dy: '0.33em',
            width: names.width - 8,
            scaleToFit: 'shrink-only',
            style: NAME_STYLE,
          }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={ticks}
          tickFormat={(n) => String(n)}
          stroke={AXIS}
          tickStroke={AXIS}
          tickLength={4}
          tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}
