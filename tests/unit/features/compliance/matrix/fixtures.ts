// A small catalogue and documents around a fixed "today" (2026-06-20 in Mexico City): company A delivered
// May's payroll and the global VAT return, not May's IMSS payment (late since 17 June), and its SAT opinion
// expired on 9 June; the REPSE registration expires in 10 days; SISUB applies to company B only.
import { vi } from 'vitest';

import type { ComplianceDocument, ComplianceType } from '@/features/compliance/utils/status';

import { backend } from '../../../kit/fake-backend';
import { COMPANY_A, COMPANY_B } from '../../../kit/profiles';

export const TODAY = '2026-06-20';

/** Freezes only the clock (timers stay real, so the screens and userEvent run as usual). */
export function freezeToday() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T18:00:00Z`));
}

const type = (partial: Partial<ComplianceType> & Pick<ComplianceType, 'id' | 'name'>) => ({
  code: partial.id.replace(/-/g, '_'),
  description: null,
  legal_basis: null,
  periodicity: 'monthly',
  due_day: 17,
  due_month_offset: 1,
  validity: 'none',
  validity_days: null,
  scope: 'company',
  applies_to_all: true,
  deductibility: true,
  active: true,
  sort_order: 0,
  ...partial,
});

export const types = {
  payroll: type({ id: 't-nomina', name: 'CFDI de nómina', sort_order: 10 }),
  imss: type({ id: 't-imss', name: 'Pago IMSS', sort_order: 40 }),
  infonavit: type({ id: 't-infonavit', name: 'Pago INFONAVIT', periodicity: 'bimonthly', sort_order: 50 }),
  vat: type({ id: 't-iva', name: 'Declaración de IVA', scope: 'global', sort_order: 60 }),
  sisub: type({
    id: 't-sisub',
    name: 'Informe SISUB',
    periodicity: 'four_monthly',
    applies_to_all: false,
    sort_order: 90,
  }),
  opinion: type({
    id: 't-opinion',
    name: 'Opinión SAT',
    scope: 'global',
    validity: 'days_from_issue',
    validity_days: 30,
    deductibility: false,
    sort_order: 100,
  }),
  repse: type({
    id: 't-repse',
    name: 'Registro REPSE',
    periodicity: 'one_off',
    due_day: null,
    scope: 'global',
    validity: 'until_expiry',
    deductibility: false,
    sort_order: 130,
  }),
};

let n = 0;
export function doc(
  partial: Partial<ComplianceDocument> & Pick<ComplianceDocument, 'document_type_id' | 'name'>,
): ComplianceDocument {
  n += 1;
  const global = partial.is_global ?? false;
  const company = global ? null : (partial.company_id ?? COMPANY_A);
  return {
    id: `cd-${n}`,
    company_id: company,
    is_global: global,
    year: 2026,
    month: 5,
    url: `storage://repse-documents/${global ? 'global' : company}/cd-${n}.pdf`,
    sha256: null,
    issued_on: null,
    expires_on: null,
    ...partial,
  };
}

export const docs = {
  payrollMay: doc({ document_type_id: 't-nomina', name: 'Nómina mayo' }),
  vatMay: doc({ document_type_id: 't-iva', name: 'IVA mayo', is_global: true }),
  opinionMay: doc({
    document_type_id: 't-opinion',
    name: 'Opinión SAT mayo',
    is_global: true,
    issued_on: '2026-05-10',
    expires_on: '2026-06-09',
  }),
  repse: doc({
    document_type_id: 't-repse',
    name: 'Registro REPSE',
    is_global: true,
    year: 2023,
    month: 6,
    issued_on: '2023-06-30',
    expires_on: '2026-06-30',
  }),
  payrollMayB: doc({ document_type_id: 't-nomina', name: 'Nómina mayo', company_id: COMPANY_B }),
  imssMayB: doc({ document_type_id: 't-imss', name: 'IMSS mayo', company_id: COMPANY_B }),
};

/** Seeds the catalogue, the documents, and a Storage object per document (its content: its key). */
export function seedCompliance(documents: ComplianceDocument[] = Object.values(docs)) {
  backend.seed('document_types', Object.values(types));
  backend.seed('document_type_companies', [{ document_type_id: 't-sisub', company_id: COMPANY_B }]);
  backend.seed(
    'documents',
    documents.map((d) => ({ ...d })),
  );
  for (const d of documents) {
    const key = d.url.replace('storage://', '');
    backend.objects.set(key, new Blob([key.replace('repse-documents/', '')]));
  }
}
