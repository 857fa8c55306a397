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

/** REPSE document kinds; document i of a period uses kinds[(period + i) % kinds.length]. */
export const repseKinds = [
  { slug: 'constancia-repse', title: 'Constancia de Registro REPSE' },
  { slug: 'opinion-imss', title: 'Opinión de Cumplimiento IMSS' },
  { slug: 'opinion-sat', title: 'Opinión de Cumplimiento SAT' },
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
