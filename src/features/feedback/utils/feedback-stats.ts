// Average, count and distribution (1-5) of ratings per company, from the filtered rows.
import { NO_COMPANY_LABEL } from '@/config/domain-labels';
import { formatNumber } from '@/utils/format';

import { MAX_RATING } from './feedback-form';

export interface CompanyStats {
  companyId: string | null;
  name: string;
  count: number;
  /** Rounded to one decimal. */
  average: number;
  /** distribution[i] = how many ratings of i + 1 stars. */
  distribution: number[];
}

/** Ratings of people without a company (collaborators), grouped under the portal's one wording. */
export { NO_COMPANY_LABEL };

export function feedbackStats(
  rows: { company_id: string | null; rating: number }[],
  companyName: (id: string) => string | undefined,
): CompanyStats[] {
  const byCompany = new Map<string | null, number[]>();
  for (const row of rows) {
    const ratings = byCompany.get(row.company_id) ?? [];
    ratings.push(row.rating);
    byCompany.set(row.company_id, ratings);
  }
  return [...byCompany.entries()]
    .map(([companyId, ratings]) => {
      const distribution = Array.from({ length: MAX_RATING }, () => 0);
      for (const r of ratings) if (r >= 1 && r <= MAX_RATING) distribution[r - 1] += 1;
      const sum = ratings.reduce((a, b) => a + b, 0);
      return {
        companyId,
        name: companyId === null ? NO_COMPANY_LABEL : (companyName(companyId) ?? companyId),
        count: ratings.length,
        average: Math.round((sum / ratings.length) * 10) / 10,
        distribution,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

export const formatAverage = (average: number) => formatNumber(average, 1);

/** 'Constructora Alfa: promedio 4,5 de 5 con 2 calificaciones (5 estrellas: 1, 4 estrellas: 1, ...).' */
export function statsSentence(s: CompanyStats): string {
  const parts = s.distribution
    .map((n, i) => `${i + 1} ${i === 0 ? 'estrella' : 'estrellas'}: ${n}`)
    .reverse()
    .join(', ');
  const count = s.count === 1 ? '1 calificación' : `${s.count} calificaciones`;
  return `${s.name}: promedio ${formatAverage(s.average)} de 5 con ${count} (${parts}).`;
}
