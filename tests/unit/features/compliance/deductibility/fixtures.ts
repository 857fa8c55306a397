// A small catalogue (three deductibility types, one that is not) and the typed documents of a payment
// month, with their Storage objects, for the deductibility tests.
import { backend } from '../../../kit/fake-backend';
import { COMPANY_A, COMPANY_B } from '../../../kit/profiles';

const type = (id: string, name: string, extra: object) => ({
  id,
  code: id,
  name,
  description: null,
  legal_basis: 'LISR art. 27-V',
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
  ...extra,
});

export const TYPES = [
  type('t-nomina', 'CFDI de nómina', { sort_order: 10, legal_basis: 'LISR art. 27-V; CFF art. 15-D' }),
  type('t-isr', 'Declaración de ISR', { sort_order: 20, scope: 'global' }),
  type('t-infonavit', 'Pago INFONAVIT', { sort_order: 30, periodicity: 'bimonthly' }),
  type('t-icsoe', 'ICSOE', { sort_order: 40, periodicity: 'four_monthly', deductibility: false }),
];

export const HASH = (c: string) => c.repeat(64);

export const evidenceDoc = (id: string, typeId: string, month: number, extra: object = {}) => ({
  id,
  document_type_id: typeId,
  company_id: COMPANY_A,
  is_global: false,
  year: 2026,
  month,
  name: `Documento ${id}`,
  url: `storage://repse-documents/${COMPANY_A}/${id}.pdf`,
  sha256: HASH(id.slice(-1)),
  issued_on: null,
  expires_on: null,
  ...extra,
});

/** March 2026: payroll and the global ISR return; INFONAVIT (Mar–Apr) only when `complete`. */
export function seedEvidence(complete: boolean) {
  backend.seed('document_types', TYPES);
  backend.seed('document_type_companies', []);
  backend.seed('companies', [
    { id: COMPANY_A, name: 'Constructora Alfa', rfc: 'CAL010101AB1' },
    { id: COMPANY_B, name: 'Industrias Beta', rfc: null },
  ]);
  const docs = [
    evidenceDoc('doc-a', 't-nomina', 3),
    evidenceDoc('doc-b', 't-isr', 3, {
      company_id: null,
      is_global: true,
      url: 'storage://repse-documents/global/isr-marzo.pdf',
    }),
    // another company's payroll never counts for this one
    evidenceDoc('doc-x', 't-infonavit', 3, { company_id: COMPANY_B }),
    ...(complete ? [evidenceDoc('doc-c', 't-infonavit', 4)] : []),
  ];
  backend.seed('documents', docs);
  for (const d of docs) backend.objects.set(d.url.replace('storage://', ''), new Blob([`contenido ${d.id}`]));
}

export const paidInvoice = (n: string, paidOn: string | null, extra: object = {}) => ({
  id: `inv-${n}`,
  company_id: COMPANY_A,
  invoice_number: `A-${n}`,
  cfdi_uuid: `CF0000A0-${n}-4000-8000-00000000${n}`,
  issue_date: '2026-03-01',
  due_date: null,
  paid_on: paidOn,
  amount: 11600,
  currency: 'MXN',
  status: 'pagada',
  file_url: `storage://invoices/${COMPANY_A}/A-${n}.pdf`,
  xml_url: `storage://invoices/${COMPANY_A}/A-${n}.xml`,
  company: { name: 'Constructora Alfa' },
  ...extra,
});

export function seedInvoices(rows: ReturnType<typeof paidInvoice>[]) {
  backend.seed('invoices', rows);
  for (const row of rows) {
    backend.objects.set(row.file_url.replace('storage://', ''), new Blob(['%PDF factura']));
    backend.objects.set(row.xml_url.replace('storage://', ''), new Blob(['<cfdi/>']));
  }
}
