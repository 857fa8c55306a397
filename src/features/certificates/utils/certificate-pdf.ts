// The DC-3 ("Constancia de competencias o de habilidades laborales", STPS) as a PDF, drawn with jspdf's
// standard Helvetica (Latin-1, so Spanish accents render) and a vector QR code (lib/pdf/qr-code.ts), so it
// needs no canvas and runs the same in Node and the browser. Callers load this module with import(): jspdf
// stays out of the main bundle.
import { GState, jsPDF } from 'jspdf';

import { drawQrCode } from '@/lib/pdf/qr-code';
import type { Tables } from '@/types/database';
import { thematicAreaText } from '@/utils/thematic-areas';

import { dateBoxes, dmy, hoursText } from './dates';

export type CertificateDoc = Pick<
  Tables<'certificates'>,
  | 'code'
  | 'worker_given_names'
  | 'worker_last_name_paternal'
  | 'worker_last_name_maternal'
  | 'curp'
  | 'occupation'
  | 'job_title'
  | 'company_name'
  | 'company_rfc'
  | 'course_title'
  | 'course_hours'
  | 'thematic_area'
  | 'training_agent'
  | 'training_agent_type'
  | 'training_agent_registration'
  | 'instructor_name'
  | 'employer_representative'
  | 'workers_representative'
  | 'period_start'
  | 'period_end'
  | 'issued_at'
  | 'revoked_at'
>;

const PAGE_W = 215.9;
const MARGIN = 16;
const WIDTH = PAGE_W - 2 * MARGIN;
const DARK: [number, number, number] = [31, 41, 55];

/** A labelled box; `draw` replaces the plain value (the period's date boxes). */
type Field = {
  label: string;
  value: string;
  width?: number;
  draw?: (doc: jsPDF, x: number, y: number) => void;
};

function sectionTitle(doc: jsPDF, title: string, y: number): number {
  doc.setFillColor(...DARK);
  doc.rect(MARGIN, y, WIDTH, 7, 'F');
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(9.5);
  doc.setTextColor(255, 255, 255);
  doc.text(title, PAGE_W / 2, y + 4.9, { align: 'center' });
  doc.setTextColor(0, 0, 0);
  return y + 7;
}

/** A row of labelled boxes (fractions of the full width); returns the y below it. */
function fieldRow(doc: jsPDF, fields: Field[], y: number): number {
  const lines = fields.map(
    (f) => doc.setFontSize(10).splitTextToSize(f.value || '—', WIDTH * (f.width ?? 1) - 4) as string[],
  );
  const height = 9 + Math.max(...lines.map((l) => l.length)) * 4.6;
  let x = MARGIN;
  fields.forEach((field, i) => {
    const w = WIDTH * (field.width ?? 1);
    doc.setDrawColor(...DARK);
    doc.rect(x, y, w, height);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(7.5);
    doc.setTextColor(75, 85, 99);
    doc.text(field.label, x + 2, y + 4);
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(10);
    doc.setTextColor(0, 0, 0);
    if (field.draw) field.draw(doc, x + 2, y);
    else doc.text(lines[i], x + 2, y + 9);
    x += w;
  });
  return y + height;
}

const DATE_BOXES = [
  { heading: 'Año', part: 'year', width: 13 },
  { heading: 'Mes', part: 'month', width: 9 },
  { heading: 'Día', part: 'day', width: 9 },
] as const;

/**
 * 'De [Año|Mes|Día] a [Año|Mes|Día]', as the format boxes the period: each part in its own box under its
 * heading, drawn from `x` (inside the field, under its label) in the field's row starting at `y`; it fits
 * the height of a one-line row.
 */
function periodBoxes(doc: jsPDF, start: string | null, end: string | null, x: number, y: number) {
  let at = x;
  [
    { word: 'De', day: dateBoxes(start) },
    { word: 'a', day: dateBoxes(end) },
  ].forEach(({ word, day }, i) => {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8.5);
    doc.text(word, at + (i === 0 ? 0 : 3), y + 11.2);
    at += i === 0 ? 6 : 8;
    DATE_BOXES.forEach(({ heading, part, width }) => {
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(6);
      doc.setTextColor(75, 85, 99);
      doc.text(heading, at + width / 2, y + 6.6, { align: 'center' });
      doc.setDrawColor(...DARK);
      doc.rect(at, y + 7.4, width, 5);
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(9.5);
      doc.setTextColor(0, 0, 0);
      doc.text(day[part], at + width / 2, y + 11.2, { align: 'center' });
      at += width;
    });
  });
}

function header(doc: jsPDF, y: number): number {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(9);
  doc.text('FORMATO DC-3', PAGE_W - MARGIN, y, { align: 'right' });
  doc.setFontSize(14);
  doc.text('CONSTANCIA DE COMPETENCIAS O DE HABILIDADES LABORALES', PAGE_W / 2, y + 9, { align: 'center' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8.5);
  doc.text('Secretaría del Trabajo y Previsión Social', PAGE_W / 2, y + 14.5, { align: 'center' });
  return y + 20;
}

/** The three signatures of the format, each with the name copied at issue above its line (blank for a
 * handwritten name when the portal does not know it). */
function signatures(doc: jsPDF, cert: CertificateDoc, y: number): number {
  const signers = [
    { label: 'Instructor o tutor', name: cert.instructor_name },
    { label: 'Patrón o representante legal', name: cert.employer_representative },
    { label: 'Representante de los trabajadores', name: cert.workers_representative },
  ];
  const w = WIDTH / 3;
  signers.forEach(({ label, name }, i) => {
    const x = MARGIN + i * w;
    if (name) {
      doc.setFont('helvetica', 'bold');
      doc.setFontSize(9);
      const lines = doc.splitTextToSize(name, w - 12) as string[];
      doc.text(lines, x + w / 2, y + 17 - (lines.length - 1) * 3.8, { align: 'center' });
    }
    doc.setDrawColor(0, 0, 0);
    doc.line(x + 6, y + 18, x + w - 6, y + 18);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8.5);
    doc.text(label, x + w / 2, y + 23, { align: 'center' });
    doc.setFontSize(7);
    doc.text('Nombre y firma', x + w / 2, y + 27, { align: 'center' });
  });
  return y + 32;
}

function verification(doc: jsPDF, cert: CertificateDoc, verifyUrl: string, y: number) {
  const size = 32;
  drawQrCode(doc, verifyUrl, PAGE_W - MARGIN - size, y, size);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8.5);
  doc.text('Código de verificación', MARGIN, y + 5);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(13);
  doc.text(cert.code, MARGIN, y + 11.5);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8.5);
  doc.text(`Fecha de emisión: ${dmy(cert.issued_at)}`, MARGIN, y + 17.5);
  doc.text('Verifique la autenticidad de esta constancia en:', MARGIN, y + 23);
  doc.text(doc.splitTextToSize(verifyUrl, WIDTH - size - 8) as string[], MARGIN, y + 27.5);
}

function revokedWatermark(doc: jsPDF, revokedAt: string) {
  doc.saveGraphicsState();
  doc.setGState(new GState({ opacity: 0.3 }));
  doc.setTextColor(200, 30, 30);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(96);
  doc.text('REVOCADA', PAGE_W / 2 - 70, 200, { angle: 35 });
  doc.restoreGraphicsState();
  doc.setTextColor(200, 30, 30);
  doc.setFontSize(10);
  doc.text(`Constancia revocada el ${dmy(revokedAt)}`, PAGE_W / 2, 272, { align: 'center' });
  doc.setTextColor(0, 0, 0);
}

/** A DC-3 that cannot be issued as the STPS format asks: the worker's data it lacks, in Spanish. */
export class Dc3DataError extends Error {
  constructor(readonly missing: string[]) {
    super(
      `No se puede generar la constancia DC-3: faltan datos del trabajador (${missing.join(', ')}). ` +
        'Complétalos en su perfil y vuelve a emitir la constancia.',
    );
    this.name = 'Dc3DataError';
  }
}

/**
 * The worker's name as the format asks for it: apellido paterno, apellido materno and nombre(s), in that
 * order (the materno only when the person has one). Throws Dc3DataError when the apellido paterno, the
 * nombre(s) or the CURP is missing.
 */
export function dc3WorkerName(cert: CertificateDoc): string {
  const given = cert.worker_given_names?.trim();
  const paternal = cert.worker_last_name_paternal?.trim();
  const maternal = cert.worker_last_name_maternal?.trim();
  const missing = [
    !paternal && 'apellido paterno',
    !given && 'nombre(s)',
    !cert.curp?.trim() && 'CURP',
  ].filter((item): item is string => Boolean(item));
  if (missing.length > 0) throw new Dc3DataError(missing);
  return [paternal, maternal, given].filter(Boolean).join(' ');
}

/** An external agent's STPS registration; an internal instructor needs none. */
function agentRegistration(cert: CertificateDoc): string {
  if (cert.training_agent_type === 'internal') return 'No aplica (instructor interno)';
  return cert.training_agent_registration ?? '';
}

/** The DC-3 of one certificate as PDF bytes; `verifyUrl` is what the QR code and the footer point to. */
export function buildCertificatePdf(
  cert: CertificateDoc,
  { verifyUrl }: { verifyUrl: string },
): Uint8Array<ArrayBuffer> {
  const workerName = dc3WorkerName(cert);
  const doc = new jsPDF({ unit: 'mm', format: 'letter' });
  doc.setProperties({ title: `Constancia DC-3 ${cert.code}`, subject: cert.course_title });
  let y = header(doc, 16);
  y = sectionTitle(doc, 'DATOS DEL TRABAJADOR', y);
  y = fieldRow(
    doc,
    [{ label: 'Nombre (anotar apellido paterno, apellido materno y nombre(s))', value: workerName }],
    y,
  );
  y = fieldRow(
    doc,
    [
      { label: 'Clave Única de Registro de Población (CURP)', value: cert.curp ?? '', width: 0.5 },
      {
        label: 'Ocupación específica (Catálogo Nacional de Ocupaciones)',
        value: cert.occupation ?? '',
        width: 0.5,
      },
    ],
    y,
  );
  y = fieldRow(doc, [{ label: 'Puesto', value: cert.job_title ?? '' }], y) + 4;
  y = sectionTitle(doc, 'DATOS DE LA EMPRESA', y);
  y = fieldRow(doc, [{ label: 'Nombre o razón social', value: cert.company_name }], y);
  y =
    fieldRow(
      doc,
      [{ label: 'Registro Federal de Contribuyentes con homoclave (SHCP)', value: cert.company_rfc ?? '' }],
      y,
    ) + 4;
  y = sectionTitle(doc, 'DATOS DEL PROGRAMA DE CAPACITACIÓN, ADIESTRAMIENTO Y PRODUCTIVIDAD', y);
  y = fieldRow(doc, [{ label: 'Nombre del curso', value: cert.course_title }], y);
  y = fieldRow(
    doc,
    [
      { label: 'Duración en horas', value: hoursText(cert.course_hours), width: 0.3 },
      {
        label: 'Periodo de ejecución',
        value: '',
        width: 0.7,
        draw: (d, x, top) => periodBoxes(d, cert.period_start, cert.period_end, x, top),
      },
    ],
    y,
  );
  y = fieldRow(doc, [{ label: 'Área temática del curso', value: thematicAreaText(cert.thematic_area) }], y);
  y =
    fieldRow(
      doc,
      [
        { label: 'Nombre del agente capacitador o STPS', value: cert.training_agent, width: 0.62 },
        { label: 'Registro STPS del agente capacitador', value: agentRegistration(cert), width: 0.38 },
      ],
      y,
    ) + 4;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.text(
    doc.splitTextToSize(
      'Los datos se asientan en esta constancia bajo protesta de decir verdad, apercibidos de la responsabilidad en que incurre todo aquel que no se conduce con verdad.',
      WIDTH,
    ) as string[],
    MARGIN,
    y + 3,
  );
  y = signatures(doc, cert, y + 8);
  verification(doc, cert, verifyUrl, y + 4);
  if (cert.revoked_at) revokedWatermark(doc, cert.revoked_at);
  return new Uint8Array(doc.output('arraybuffer'));
}

export const certificateFileName = (code: string) => `constancia-dc3-${code}.pdf`;
