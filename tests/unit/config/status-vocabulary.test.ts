// The status vocabulary of docs/style-guide.md: every status the seeds write has a label in its domain's
// one map, every label is written as the guide says (title case like the specification's 'En Proceso',
// accents in place), and the lists that filter by status offer every label of their map.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { INVOICE_STATUS_LABELS, LAB_STATUS_LABELS } from '@/config/domain-labels';
import { knownStatus } from '@/features/billing/utils/invoice-status-values';
import {
  CERTIFICATE_STATE_LABELS,
  CERTIFICATE_STATE_OPTIONS,
} from '@/features/certificates/utils/certificate-status';
import { PROGRESS_STATE_INFO } from '@/features/certificates/utils/progress-state';
import { STATUS_LABELS as COMPLIANCE_STATUS_LABELS } from '@/features/compliance/utils/status';
import { COURSE_STATUSES } from '@/features/courses/utils/course-status';
import { LAB_STATUS_FILTERS, labStatusGroup } from '@/features/laboratory/utils/lab-status';

import { isTitleCase } from '../helpers/title-case';

const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');

/** The statuses written by the seed's value lists, the scale seed's arrays and the local stack's plan. */
function seededStatuses(table: 'laboratory_requests' | 'invoices'): string[] {
  const found = new Set<string>();
  for (const file of ['supabase/seed.sql', 'supabase/seed-scale.sql']) {
    const sql = read(file);
    for (const block of sql.split(/;\s*\n/).filter((b) => b.includes(`insert into public.${table}`))) {
      // seed.sql: the status is the quoted value that closes each tuple of `values` ... `as x(..., status[, result])`.
      const columns = /\) as \w+\(([^)]*)\)/
        .exec(block)?.[1]
        .split(',')
        .map((c) => c.trim());
      const at = columns?.indexOf('status') ?? -1;
      if (at >= 0)
        for (const tuple of block.matchAll(/^\s*\((.*)\),?\s*$/gm)) {
          const cells = tuple[1].split(/,\s*(?=(?:[^']*'[^']*')*[^']*$)/);
          if (cells.length === columns!.length) found.add(cells[at].replace(/^'|'$/g, ''));
        }
      // seed-scale.sql: (array['pendiente', ...])[n % 5 + 1] in the status position.
      for (const array of block.matchAll(/\(array\[([^\]]*)\]\)\[n % \d+ \+ 1\]/g)) {
        const values = [...array[1].matchAll(/'([^']*)'/g)].map((m) => m[1]);
        if (
          values.some((v) => /^[a-z_]+$/i.test(v) && !v.includes(' ')) &&
          !values.some((v) => v.includes(' '))
        )
          values.forEach((v) => found.add(v));
      }
    }
  }
  if (table === 'invoices')
    for (const m of read('local/seed/plan.ts').matchAll(/status: '([^']*)'/g)) found.add(m[1]);
  return [...found];
}

/** Spanish words a label must not spell without their accent. */
const UNACCENTED =
  /\b\w*(?<![áéíóú])\w(cion|sion)\b|\b(revision|aclaracion|unica|dias|emision|publicacion)\b/i;

const DOMAINS: Record<string, Record<string, string>> = {
  laboratorio: LAB_STATUS_LABELS,
  facturas: INVOICE_STATUS_LABELS,
  constancias: CERTIFICATE_STATE_LABELS,
  avance: Object.fromEntries(Object.entries(PROGRESS_STATE_INFO).map(([k, v]) => [k, v.label])),
  cumplimiento: COMPLIANCE_STATUS_LABELS,
  cursos: Object.fromEntries(Object.entries(COURSE_STATUSES).map(([k, v]) => [k, v.label])),
};

describe('status vocabulary', () => {
  it('knows every laboratory status the seeds write', () => {
    const seeded = seededStatuses('laboratory_requests');
    expect(seeded).toEqual(expect.arrayContaining(['pendiente', 'procesando', 'en_revision', 'completado']));
    expect(seeded.filter((status) => labStatusGroup(status) === 'other')).toEqual([]);
  });

  it('knows every invoice status the seeds write', () => {
    const seeded = seededStatuses('invoices');
    expect(seeded).toEqual(expect.arrayContaining(['pagada', 'Pagada', 'en_aclaracion']));
    expect(seeded.filter((status) => knownStatus(status) === null)).toEqual([]);
  });

  it.each(Object.entries(DOMAINS))('writes the %s labels in title case with their accents', (_, labels) => {
    for (const label of Object.values(labels)) {
      expect(label, label).toSatisfy(isTitleCase);
      expect(label, label).not.toMatch(UNACCENTED);
    }
  });

  it('the checks catch a sentence-case or unaccented label', () => {
    expect('En revisión').not.toSatisfy(isTitleCase);
    expect('En Revisión').toSatisfy(isTitleCase);
    expect('Todas las Empresas').toSatisfy(isTitleCase);
    expect('En Aclaracion').toMatch(UNACCENTED);
    expect('En Revision').toMatch(UNACCENTED);
  });

  it('the status filters offer every label of their map', () => {
    const lab = LAB_STATUS_FILTERS.map((o) => o.label);
    expect(lab).toEqual(expect.arrayContaining(Object.values(LAB_STATUS_LABELS)));
    expect(CERTIFICATE_STATE_OPTIONS.map((o) => o.label)).toEqual(Object.values(CERTIFICATE_STATE_LABELS));
  });
});
