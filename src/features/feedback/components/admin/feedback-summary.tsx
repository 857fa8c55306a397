// 'Calificaciones por Empresa': average, count and distribution per company for the current filters, as a
// chart and as sentences (the accessible version, also handy on a phone).
import { BarChart3 } from 'lucide-react';
import * as React from 'react';

import { QueryCard } from '@/components/query-card';
import type { CompanyScope } from '@/lib/company-scope';

import { useFeedbackStats } from '../../api/get-feedback-stats';
import type { FeedbackFilters } from '../../utils/feedback-filters';
import { feedbackStats, formatAverage, statsSentence } from '../../utils/feedback-stats';
import { chartHeight } from './chart-size';

// The chart (visx with its d3 scales, about 23 kB gzip) loads after the sentences below, which say the
// same: the feedback screen itself stays small.
const RatingChart = React.lazy(() => import('./rating-chart').then((m) => ({ default: m.RatingChart })));

const texts = {
  title: 'Calificaciones por Empresa',
  description: 'Promedio, cantidad y distribución de calificaciones con los filtros actuales.',
  loading: 'Calculando calificaciones...',
  error: { title: 'Error', description: 'No se pudieron calcular las calificaciones.' },
  empty: {
    icon: BarChart3,
    title: 'Sin Calificaciones',
    description: 'No hay retroalimentación con estos filtros.',
  },
  summary: 'Resumen de calificaciones',
} as const;

interface FeedbackSummaryProps {
  companyId: CompanyScope;
  filters: FeedbackFilters;
  companyName: (id: string) => string | undefined;
}

export function FeedbackSummary({ companyId, filters, companyName }: FeedbackSummaryProps) {
  const ratings = useFeedbackStats(companyId, filters);
  return (
    <QueryCard texts={texts} query={ratings}>
      {(rows) => {
        const stats = feedbackStats(rows, companyName);
        return (
          <div className="grid gap-4">
            <React.Suspense fallback={<div aria-hidden="true" style={{ height: chartHeight(stats) }} />}>
              <RatingChart stats={stats} />
            </React.Suspense>
            <ul aria-label={texts.summary} className="grid gap-2 text-sm">
              {stats.map((s) => (
                <li key={s.companyId ?? 'none'} className="flex flex-wrap gap-x-2">
                  <span className="sr-only">{statsSentence(s)}</span>
                  <span aria-hidden="true" className="font-medium">
                    {s.name}
                  </span>
                  <span aria-hidden="true" className="text-muted-foreground">
                    {`Promedio ${formatAverage(s.average)} · ${s.count} ${s.count === 1 ? 'calificación' : 'calificaciones'}`}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    </QueryCard>
  );
}
