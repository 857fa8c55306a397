// The compliance documents of a span of months: the server keeps the span (and what expires), so a large
// client's years of evidence outside it never travel.
import { describe, expect, it } from 'vitest';

import { getComplianceDocuments, spanFilter } from '@/features/compliance/api/get-compliance-documents';

import { typedDocument } from '../../kit/account-fixtures';
import { backend, MAX_ROWS } from '../../kit/fake-backend';
import { COMPANY_A } from '../../kit/profiles';

describe('getComplianceDocuments', () => {
  it('asks the server for the span and what expires, in one page when the span holds few rows', async () => {
    const inSpan = [
      typedDocument({ name: 'Octubre', month: 10 }),
      typedDocument({ name: 'Noviembre', month: 11 }),
    ];
    const expiring = typedDocument({ name: 'Registro', year: 2024, month: 2, expires_on: '2027-02-01' });
    // More evidence outside the span than one answer holds (Supabase's max rows).
    const outside = Array.from({ length: MAX_ROWS + 200 }, (_, i) =>
      typedDocument({ name: `Viejo ${i}`, year: 2023 + (i % 3), month: 1 + (i % 9) }),
    );
    backend.seed('documents', [...outside, ...inSpan, expiring]);
    const rows = await getComplianceDocuments(
      COMPANY_A,
      { year: 2026, month: 10 },
      { year: 2026, month: 11 },
    );
    expect(rows.map((r) => r.name).sort()).toEqual(['Noviembre', 'Octubre', 'Registro']);
    const requests = backend.requestsTo('documents', 'GET');
    expect(requests).toHaveLength(1);
    expect(requests[0].params.getAll('or')).toEqual([
      `(is_global.eq.true,company_id.eq.${COMPANY_A})`,
      '(expires_on.not.is.null,and(year.eq.2026,month.gte.10,month.lte.11))',
    ]);
  });

  it('keeps the first and last partial years and every whole year between them', async () => {
    backend.seed('documents', [
      typedDocument({ name: 'antes', year: 2024, month: 10 }),
      typedDocument({ name: 'desde', year: 2024, month: 11 }),
      typedDocument({ name: 'medio', year: 2025, month: 3 }),
      typedDocument({ name: 'hasta', year: 2026, month: 2 }),
      typedDocument({ name: 'después', year: 2026, month: 3 }),
    ]);
    const rows = await getComplianceDocuments(COMPANY_A, { year: 2024, month: 11 }, { year: 2026, month: 2 });
    expect(rows.map((r) => r.name)).toEqual(['desde', 'medio', 'hasta']);
    expect(spanFilter({ year: 2025, month: 12 }, { year: 2026, month: 1 })).toBe(
      'and(year.eq.2025,month.gte.12),and(year.eq.2026,month.lte.1)',
    );
  });
});
