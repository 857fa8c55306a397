// The demo file catalogue, shared by make-files.ts (which writes the files) and mirrored by
// supabase/seed.sql (which links rows to them). Paths are keyed by "months ago" offsets, not dates, so the
// committed files stay valid while the seed computes real dates relative to the day it runs.
// tests/integration checks that every link the seed writes points at a file generated here.

export interface DemoCompany {
  slug: string;
  name: string;
  rfc: string;
}

export const companies: DemoCompany[] = [
  { slug: 'empresa-a', name: 'Constructora Alfa S.A. de C.V.', rfc: 'CAL010101AB1' },
  { slug: 'empresa-b', name: 'Servicios Beta Industrial S.A. de C.V.', rfc: 'SBI020202CD2' },
  { slug: 'empresa-c', name: 'Grupo Gamma Logística S.A. de C.V.', rfc: 'GGL030303EF3' },
];

export const provider = { name: 'Proveedor de Servicios Demo S.A. de C.V.', rfc: 'PSD000101AA0' };

/**
 * REPSE document kinds of each company, untyped in the catalogue (none repeats a typed kind such as the
 * provider's compliance opinions, which every client gets as a global document); document i of a period
 * uses kinds[(period + i) % kinds.length].
 */
export const repseKinds = [
  { slug: 'constancia-repse', title: 'Constancia de Registro REPSE' },
  { slug: 'contrato-servicios', title: 'Contrato de Servicios Especializados' },
  { slug: 'padron-trabajadores', title: 'Padrón de Trabajadores Asignados' },
  { slug: 'pago-infonavit', title: 'Comprobante de Pago INFONAVIT' },
  { slug: 'informe-icsoe', title: 'Informe ICSOE' },
];
/** Company documents every 3 months over two years (offsets 0..21), two per period. */
export const repsePeriods = 8;
export const repsePerPeriod = 2;

export const globalKinds = [
  { slug: 'guia-repse', title: 'Guía de Cumplimiento REPSE' },
  { slug: 'calendario-obligaciones', title: 'Calendario de Obligaciones Patronales' },
];
/** Global documents every 6 months (offsets 0, 6, 12, 18). */
export const globalPeriods = 4;

export const monthsAgo = (m: number): string => `m${String(m).padStart(2, '0')}`;

/** Completed lab requests carry results 1 and 2. */
export const labResults = [1, 2];

export interface DemoInvoice {
  number: string;
  amount: string;
  status: string;
}

/** Same numbers and amounts as in seed.sql; {L} is the company letter. */
export const invoiceTemplate: DemoInvoice[] = [
  { number: '{L}-1001', amount: '18560.00', status: 'pagada' },
  { number: '{L}-1002', amount: '23200.00', status: 'Pagada' },
  { number: '{L}-1003', amount: '12064.50', status: 'pendiente' },
  { number: '{L}-1004', amount: '9860.00', status: 'vencida' },
  { number: '{L}-1005', amount: '4640.00', status: 'cancelada' },
  { number: '{L}-1006', amount: '31320.75', status: 'en_aclaracion' },
];

/**
 * Payment complements (REP) of the demo: A-1002 paid in two installments, four and three months ago (day
 * 10), so it has a deductibility file per payment month. Same folios and amounts as in seed.sql.
 */
export interface DemoComplement {
  uuid: string;
  invoice: string;
  installment: number;
  previous: string;
  paid: string;
  remaining: string;
}

export const demoComplements: DemoComplement[] = [
  {
    uuid: 'DE70AE90-1002-4001-8000-000000000001',
    invoice: 'A-1002',
    installment: 1,
    previous: '23200.00',
    paid: '10000.00',
    remaining: '13200.00',
  },
  {
    uuid: 'DE70AE90-1002-4002-8000-000000000002',
    invoice: 'A-1002',
    installment: 2,
    previous: '13200.00',
    paid: '13200.00',
    remaining: '0.00',
  },
];

export const invoicesFor = (company: DemoCompany): DemoInvoice[] => {
  const letter = company.slug.slice(-1).toUpperCase();
  return invoiceTemplate.map((i) => ({ ...i, number: i.number.replace('{L}', letter) }));
};

/** Monthly PDF reports for the last three months, per company and global. */
export const reportOffsets = [1, 2, 3];

/** Directory contacts 1 and 2 of each company have a photo; 3 and 4 do not. */
export const photoContacts = [
  { n: 1, initials: 'MR', color: '#2563eb' },
  { n: 2, initials: 'LG', color: '#16a34a' },
];

/**
 * Typed compliance evidence, one file per document type and "months ago" offset. Which of
 * them the seed links depends on the calendar (which months close a bimester or a four-month period,
 * which month an opinion issued N days ago falls in), so every candidate offset has its file and
 * supabase/seed.sql picks. File names use the type's code with hyphens (`m01-cfdi-nomina.pdf`), distinct
 * from the older untyped documents above.
 */
export interface ComplianceKind {
  code: string;
  title: string;
  /** months-ago offsets with a file */
  offsets: number[];
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Per-company evidence of companies A and B (company C has none: its invoices show what is missing). */
export const complianceCompanies = ['empresa-a', 'empresa-b'];
export const complianceCompanyKinds: ComplianceKind[] = [
  { code: 'cfdi_nomina', title: 'CFDI de nómina de los trabajadores asignados', offsets: range(1, 6) },
  { code: 'imss_cuotas_pago', title: 'Pago de cuotas obrero-patronales al IMSS', offsets: range(1, 6) },
  // bimonthly: the file of the bimester's last month (which offsets those are depends on the date)
  { code: 'infonavit_aportaciones_pago', title: 'Pago de aportaciones al INFONAVIT', offsets: range(1, 6) },
  // four-monthly: the last closed period ends one to four months ago, the one before four months earlier
  { code: 'icsoe', title: 'Informe cuatrimestral ICSOE (IMSS)', offsets: range(1, 6) },
  { code: 'sisub', title: 'Informe cuatrimestral SISUB (INFONAVIT)', offsets: range(1, 6) },
];

/** The provider's own evidence, one document for every client. */
export const complianceGlobalKinds: ComplianceKind[] = [
  {
    code: 'isr_retenciones_declaracion',
    title: 'Declaración de retenciones de ISR por salarios',
    offsets: range(1, 6),
  },
  { code: 'isr_retenciones_pago', title: 'Acuse de pago de retenciones de ISR', offsets: range(1, 6) },
  { code: 'iva_declaracion', title: 'Declaración de IVA', offsets: range(1, 6) },
  { code: 'iva_acuse_pago', title: 'Acuse de recibo del pago de IVA', offsets: range(1, 6) },
  // the latest opinion was issued 10, 26 or 40 days ago: this month or one or two months ago
  { code: 'opinion_sat', title: 'Opinión de cumplimiento SAT (32-D)', offsets: range(0, 6) },
  { code: 'opinion_imss', title: 'Opinión de cumplimiento IMSS', offsets: range(0, 6) },
  { code: 'opinion_infonavit', title: 'Constancia de situación fiscal INFONAVIT', offsets: range(0, 6) },
];

/** The REPSE registration: one document, issued about 2.6 years before the seed runs. */
export const complianceRegistration = { code: 'registro_repse', title: 'Registro REPSE (STPS)' };

/** `m01-cfdi-nomina.pdf` */
export const complianceFile = (code: string, offset: number): string =>
  `${monthsAgo(offset)}-${code.replace(/_/g, '-')}.pdf`;
export const registrationFile = 'registro-repse.pdf';
