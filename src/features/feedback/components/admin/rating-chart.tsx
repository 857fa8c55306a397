// The distribution of ratings (1-5) per company as stacked bars. The drawing is hidden from screen
// readers: the sentences under it (statsSentence) say the same, average and count included.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { type CompanyStats } from '../../utils/feedback-stats';
import { chartHeight } from './chart-size';

// From red (1 star) to green (5 stars), readable on light and dark backgrounds.
const COLORS = ['#dc2626', '#f97316', '#eab308', '#84cc16', '#16a34a'];
const TEXT = 'hsl(var(--foreground))';
const shortName = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name);

export function RatingChart({ stats }: { stats: CompanyStats[] }) {
  const data = stats.map((s) => ({
    name: shortName(s.name),
    ...Object.fromEntries(s.distribution.map((n, i) => [`r${i + 1}`, n])),
  }));
  return (
    <div aria-hidden="true" className="w-full" style={{ height: chartHeight(stats) }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          margin={{ left: 8, right: 16, top: 8, bottom: 8 }}
          // Not a keyboard stop: the drawing is hidden from assistive technology (the text says it all).
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} fontSize={12} />
          <YAxis type="category" dataKey="name" width={120} fontSize={12} />
          {/* Texts in the page's colour: the series colours (orange, lime) are too light to read as text. */}
          <Tooltip itemStyle={{ color: TEXT }} />
          <Legend
            wrapperStyle={{ fontSize: 12 }}
            formatter={(value: string) => <span style={{ color: TEXT }}>{value}</span>}
          />
          {COLORS.map((color, i) => (
            <Bar
              key={color}
              dataKey={`r${i + 1}`}
              name={i === 0 ? '1 estrella' : `${i + 1} estrellas`}
              stackId="ratings"
              fill={color}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
