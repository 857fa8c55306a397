// The DC-3 PDF's layout, read from the page it draws (jspdf writes uncompressed content): every text
// inside the margins and in reading order, each value in its labelled box below its label and in bold,
// centred titles centred, and a QR code whose dark modules are exactly those of the verification URL.
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';

import { buildCertificatePdf } from '@/features/certificates/utils/certificate-pdf';

import { certificateRow, DC3_BOXES } from './fixtures';

const PAGE_W = 215.9;
const PAGE_H = 279.4;
const MARGIN = 16;
const MM = 25.4 / 72;
const verifyUrl = 'https://portal.example/verificar/A1B2-C3D4-E5F6';

interface Text {
  text: string;
  /** The PDF base font, e.g. 'Helvetica-Bold'. */
  font: string;
  bold: boolean;
  /** Lines drawn (a wrapped value is one text block of several lines). */
  lines: number;
  size: number;
  /** Millimetres from the left and from the top (baseline of the first line). */
  x: number;
  y: number;
  rotated: boolean;
}
interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
  filled: boolean;
}

const unescape = (s: string) => s.replace(/\\([()\\])/g, '$1');

/** The texts and rectangles of the page, in millimetres from the top-left corner. */
function readPage(bytes: Uint8Array) {
  // WinAnsi is Latin-1 plus a few characters in 0x80-0x9F; the only one the DC-3 uses is the em dash.
  const pdf = new TextDecoder('latin1').decode(bytes).replace(/\u0097/g, '—');
  const fonts = new Map<string, string>();
  const objects = new Map<string, string>();
  for (const m of pdf.matchAll(/(\d+) 0 obj\n<<\n\/Type \/Font\n\/BaseFont \/([\w-]+)/g))
    objects.set(m[1], m[2]);
  for (const m of pdf.matchAll(/\/(F\d+) (\d+) 0 R/g)) fonts.set(m[1], objects.get(m[2]) ?? '');
  const content = pdf.slice(pdf.indexOf('stream'), pdf.indexOf('endstream'));
  const texts: Text[] = [];
  for (const m of content.matchAll(/BT\n([\s\S]*?)\nET/g)) {
    const body = m[1];
    const font = /\/(F\d+) ([\d.]+) Tf/.exec(body);
    const td = /([\d.-]+) ([\d.-]+) Td/.exec(body);
    const tm = /[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) ([\d.-]+) Tm/.exec(body);
    const at = (td ?? tm)!;
    const parts = [...body.matchAll(/\((.*)\) Tj/g)].map((s) => unescape(s[1]));
    const baseFont = fonts.get(font![1]) ?? '';
    texts.push({
      text: parts.join(' '),
      font: baseFont,
      bold: baseFont.endsWith('Bold'),
      lines: parts.length,
      size: Number(font![2]),
      x: Number(at[1]) * MM,
      y: PAGE_H - Number(at[2]) * MM,
      rotated: !td,
    });
  }
  const rects: Rect[] = [...content.matchAll(/([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+) re\n(f|S)/g)].map(
    (m) => {
      const [x, yTop, w, h] = [1, 2, 3, 4].map((i) => Number(m[i]) * MM);
      return { x, y: PAGE_H - yTop, w, h: -h, filled: m[5] === 'f' };
    },
  );
  // Stroked segments (`x1 y1 m x2 y2 l S`): the signature lines.
  const segments = [...content.matchAll(/([\d.-]+) ([\d.-]+) m\n([\d.-]+) ([\d.-]+) l\nS/g)].map((m) => {
    const [x1, y1, x2, y2] = [1, 2, 3, 4].map((i) => Number(m[i]) * MM);
    return { x1, x2, y1: PAGE_H - y1, y2: PAGE_H - y2 };
  });
  const pages = pdf.match(/\/Type \/Page\b/g)?.length ?? 0;
  return { texts, rects, segments, pages };
}

// Each test draws its own page, so that every drawing step is measured by the tests that read it.
function setup() {
  const page = readPage(buildCertificatePdf(certificateRow(), { verifyUrl }));
  const find = (text: string, texts = page.texts) => {
    const found = texts.find((t) => t.text === text);
    if (!found) throw new Error(`"${text}" is not on the page`);
    return found;
  };
  return { page, find };
}
const inside = (r: Rect, x: number, y: number) => x > r.x && x < r.x + r.w && y > r.y && y < r.y + r.h;

describe('DC-3 layout', () => {
  it('is one page, every text inside the margins', () => {
    const { page } = setup();
    expect(page.pages).toBe(1);
    for (const t of page.texts) {
      expect(t.x, t.text).toBeGreaterThanOrEqual(MARGIN);
      expect(t.x, t.text).toBeLessThan(PAGE_W - MARGIN);
      expect(t.y, t.text).toBeGreaterThanOrEqual(MARGIN);
      expect(t.y, t.text).toBeLessThan(PAGE_H - MARGIN);
    }
    for (const r of page.rects) {
      expect(r.x).toBeGreaterThanOrEqual(MARGIN - 0.01);
      expect(r.x + r.w).toBeLessThanOrEqual(PAGE_W - MARGIN + 0.01);
      expect(r.h).toBeGreaterThan(0);
    }
  });

  it('reads top to bottom in the order of the STPS format', () => {
    const { page, find } = setup();
    const order = [
      'FORMATO DC-3',
      'CONSTANCIA DE COMPETENCIAS O DE HABILIDADES LABORALES',
      'Secretaría del Trabajo y Previsión Social',
      'DATOS DEL TRABAJADOR',
      'Pérez Núñez José Ángel',
      'Clave Única de Registro de Población (CURP)',
      'PENJ800101HDFRXN09',
      'Puesto',
      'DATOS DE LA EMPRESA',
      'Nombre o razón social',
      'Registro Federal de Contribuyentes con homoclave (SHCP)',
      'DATOS DEL PROGRAMA DE CAPACITACIÓN, ADIESTRAMIENTO Y PRODUCTIVIDAD',
      'Nombre del curso',
      'Duración en horas',
      'Área temática del curso',
      'Nombre del agente capacitador o STPS',
      'Ing. Laura Castillo Reyes',
      'Instructor o tutor',
      'Nombre y firma',
      'Código de verificación',
      'A1B2-C3D4-E5F6',
      'Fecha de emisión: 15/03/2026',
      'Verifique la autenticidad de esta constancia en:',
      verifyUrl,
    ];
    const ys = order.map((text) => find(text).y);
    for (let i = 1; i < ys.length; i++) expect(ys[i], order[i]).toBeGreaterThan(ys[i - 1]);
    const protest = page.texts.find((t) => t.text.startsWith('Los datos se asientan'))!;
    expect(protest.y).toBeGreaterThan(find('Servicios Especializados del Norte').y);
    expect(protest.y).toBeLessThan(find('Instructor o tutor').y);
  });

  it('puts each value in bold under its label, inside the label’s box', () => {
    const { page, find } = setup();
    const boxes = page.rects.filter((r) => !r.filled);
    for (const [label, value] of DC3_BOXES) {
      const l = find(label);
      const v = find(value);
      expect(l.bold, label).toBe(false);
      expect(v.bold, value).toBe(true);
      expect(v.x, value).toBeCloseTo(l.x, 5);
      expect(v.y - l.y, value).toBeGreaterThan(2);
      expect(v.y - l.y, value).toBeLessThan(8);
      const box = boxes.filter((r) => inside(r, l.x, l.y) && inside(r, v.x, v.y));
      expect(box, label).toHaveLength(1);
      expect(l.x - box[0].x, label).toBeGreaterThan(1);
      expect(l.x - box[0].x, label).toBeLessThan(3);
      expect(l.y - box[0].y, label).toBeGreaterThan(2);
    }
  });

  it('boxes the period as Año, Mes and Día for each date, each value under its heading, inside the period field', () => {
    const { page, find } = setup();
    const label = find('Periodo de ejecución');
    const field = page.rects.find((r) => !r.filled && inside(r, label.x, label.y))!;
    const headings = page.texts.filter((t) => ['Año', 'Mes', 'Día'].includes(t.text));
    expect(headings.map((t) => t.text)).toEqual(['Año', 'Mes', 'Día', 'Año', 'Mes', 'Día']);
    const values = ['2026', '03', '01', '2026', '03', '15'];
    const boxes = headings.map((heading, i) => {
      const box = page.rects.filter(
        (r) =>
          !r.filled &&
          r.w < 20 &&
          heading.x > r.x &&
          heading.x < r.x + r.w &&
          r.y > heading.y &&
          r.y - heading.y < 2,
      );
      expect(box, `${heading.text} ${i}`).toHaveLength(1);
      const [b] = box;
      // The box lies inside the period's field, below its label.
      expect(b.x).toBeGreaterThan(field.x);
      expect(b.x + b.w).toBeLessThan(field.x + field.w);
      expect(b.y).toBeGreaterThan(label.y);
      expect(b.y + b.h).toBeLessThan(field.y + field.h);
      const value = page.texts.filter((t) => t.text === values[i] && inside(b, t.x, t.y));
      expect(value, `${heading.text} ${values[i]}`).toHaveLength(1);
      expect(value[0].bold).toBe(true);
      expect(heading.bold).toBe(false);
      return b;
    });
    // Side by side, left to right, the two dates apart with 'a' between them and 'De' before the first.
    for (let i = 1; i < boxes.length; i++)
      expect(boxes[i].x).toBeGreaterThanOrEqual(boxes[i - 1].x + boxes[i - 1].w - 0.01);
    const from = page.texts.find((t) => t.text === 'De')!;
    const to = page.texts.find((t) => t.text === 'a')!;
    expect(from.x).toBeLessThan(boxes[0].x);
    expect(to.x).toBeGreaterThan(boxes[2].x + boxes[2].w);
    expect(to.x).toBeLessThan(boxes[3].x);
  });

  it('splits the two-field rows side by side: halves, 30 % / 70 % and 62 % / 38 %', () => {
    const { find } = setup();
    const width = PAGE_W - 2 * MARGIN;
    expect(find('Ocupación específica (Catálogo Nacional de Ocupaciones)').y).toBeCloseTo(
      find('Clave Única de Registro de Población (CURP)').y,
      5,
    );
    expect(find('Ocupación específica (Catálogo Nacional de Ocupaciones)').x).toBeCloseTo(
      MARGIN + width / 2 + 2,
      1,
    );
    expect(find('Periodo de ejecución').y).toBeCloseTo(find('Duración en horas').y, 5);
    expect(find('Periodo de ejecución').x).toBeCloseTo(MARGIN + width * 0.3 + 2, 1);
    expect(find('Duración en horas').x).toBeCloseTo(MARGIN + 2, 1);
    expect(find('Registro STPS del agente capacitador').y).toBeCloseTo(
      find('Nombre del agente capacitador o STPS').y,
      5,
    );
    expect(find('Registro STPS del agente capacitador').x).toBeCloseTo(MARGIN + width * 0.62 + 2, 1);
  });

  it('writes the section titles in bold on a dark band across the page', () => {
    const { page, find } = setup();
    const bands = page.rects.filter((r) => r.filled && r.w > 100);
    for (const title of [
      'DATOS DEL TRABAJADOR',
      'DATOS DE LA EMPRESA',
      'DATOS DEL PROGRAMA DE CAPACITACIÓN, ADIESTRAMIENTO Y PRODUCTIVIDAD',
    ]) {
      const t = find(title);
      expect(t.bold, title).toBe(true);
      const band = bands.filter((r) => t.y > r.y && t.y < r.y + r.h);
      expect(band, title).toHaveLength(1);
      expect(band[0].x).toBeCloseTo(MARGIN, 5);
      expect(band[0].w).toBeCloseTo(PAGE_W - 2 * MARGIN, 5);
      // Centred: as much room on the left of the text as the band's centre is from its start.
      expect(t.x).toBeGreaterThan(MARGIN + 20);
      expect(t.x).toBeLessThan(PAGE_W / 2);
    }
  });

  it('centres the titles and the three signature blocks, and aligns FORMATO DC-3 right', () => {
    const { page, find } = setup();
    expect(find('FORMATO DC-3').x).toBeGreaterThan(PAGE_W / 2 + 40);
    expect(find('FORMATO DC-3').bold).toBe(true);
    const title = find('CONSTANCIA DE COMPETENCIAS O DE HABILIDADES LABORALES');
    expect(title.bold).toBe(true);
    expect(title.size).toBeGreaterThan(find('DATOS DEL TRABAJADOR').size);
    expect(title.x).toBeGreaterThan(MARGIN);
    expect(title.x).toBeLessThan(40);
    expect(find('Secretaría del Trabajo y Previsión Social').bold).toBe(false);
    const third = (PAGE_W - 2 * MARGIN) / 3;
    const signers = [
      'Instructor o tutor',
      'Patrón o representante legal',
      'Representante de los trabajadores',
    ];
    const names = page.texts.filter((t) => t.text === 'Nombre y firma');
    expect(names).toHaveLength(3);
    signers.forEach((label, i) => {
      const t = find(label);
      expect(t.bold, label).toBe(false);
      expect(t.x, label).toBeGreaterThan(MARGIN + i * third);
      expect(t.x, label).toBeLessThan(MARGIN + i * third + third / 2);
      expect(names[i].x).toBeGreaterThan(MARGIN + i * third);
      expect(names[i].x).toBeLessThan(MARGIN + (i + 0.5) * third);
      expect(names[i].y).toBeGreaterThan(t.y);
    });
  });

  it('writes the verification code in bold at the left and prints the QR code of the URL at the right', () => {
    const { page, find } = setup();
    const code = find('A1B2-C3D4-E5F6');
    expect(code.bold).toBe(true);
    expect(code.x).toBeCloseTo(MARGIN, 5);
    expect(find(verifyUrl).x).toBeCloseTo(MARGIN, 5);
    const size = 32;
    const qrX = PAGE_W - MARGIN - size;
    const cells = page.rects.filter((r) => r.filled && r.x >= qrX - 0.01);
    const { modules } = QRCode.create(verifyUrl, { errorCorrectionLevel: 'M' });
    const cell = size / modules.size;
    const top = Math.min(...cells.map((r) => r.y));
    expect(top).toBeCloseTo(find('Código de verificación').y - 5, 5);
    const painted = new Set<string>();
    for (const r of cells) {
      expect(r.h).toBeCloseTo(cell, 5);
      const row = Math.round((r.y - top) / cell);
      const start = Math.round((r.x - qrX) / cell);
      for (let c = start; c < start + Math.round(r.w / cell); c++) {
        expect(painted.has(`${row}:${c}`)).toBe(false);
        painted.add(`${row}:${c}`);
      }
    }
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        expect(painted.has(`${row}:${col}`), `${row}:${col}`).toBe(Boolean(modules.get(row, col)));
      }
    }
    // One rectangle per horizontal run: two painted neighbours in a row are never separate rectangles.
    const starts = cells.map((r) => `${Math.round((r.y - top) / cell)}:${Math.round((r.x - qrX) / cell)}`);
    for (const s of starts) {
      const [row, col] = s.split(':').map(Number);
      expect(painted.has(`${row}:${col - 1}`), s).toBe(false);
    }
  });

  it('writes a dash for missing optional fields and names the document after its code', () => {
    const bytes = buildCertificatePdf(
      certificateRow({ occupation: null, job_title: null, company_rfc: null }),
      {
        verifyUrl,
      },
    );
    const bare = readPage(bytes);
    expect(bare.texts.filter((t) => t.text === '—')).toHaveLength(3);
    expect(bare.texts.some((t) => t.text.includes('Stryker'))).toBe(false);
    const pdf = new TextDecoder('latin1').decode(bytes);
    expect(pdf).toContain('/Title (Constancia DC-3 A1B2-C3D4-E5F6)');
    expect(pdf).toContain('/Subject (Trabajos en altura \\(NOM-009-STPS-2011\\))');
  });

  it('adds a rotated REVOCADA watermark and the revocation date at the foot of a revoked one', () => {
    const { page, find } = setup();
    expect(page.texts.some((t) => t.text === 'REVOCADA')).toBe(false);
    const revoked = readPage(
      buildCertificatePdf(certificateRow({ revoked_at: '2026-04-02T12:00:00Z' }), { verifyUrl }),
    );
    const mark = find('REVOCADA', revoked.texts);
    expect(mark.rotated).toBe(true);
    expect(mark.bold).toBe(true);
    expect(mark.size).toBeGreaterThan(50);
    const foot = find('Constancia revocada el 02/04/2026', revoked.texts);
    expect(foot.y).toBeGreaterThan(find(verifyUrl, revoked.texts).y);
    expect(foot.x).toBeGreaterThan(MARGIN + 40);
    expect(foot.x).toBeLessThan(PAGE_W / 2);
    expect(
      new TextDecoder('latin1').decode(
        buildCertificatePdf(certificateRow({ revoked_at: '2026-04-02T12:00:00Z' }), { verifyUrl }),
      ),
    ).toMatch(/\/ca 0\.3/);
  });
  it('writes every text in Helvetica: labels and notes regular, titles, values and the code bold', () => {
    const { page, find } = setup();
    for (const t of page.texts) expect(['Helvetica', 'Helvetica-Bold'], t.text).toContain(t.font);
    const regular = [
      'Secretaría del Trabajo y Previsión Social',
      'Puesto',
      'Instructor o tutor',
      'Nombre y firma',
      'Código de verificación',
      'Fecha de emisión: 15/03/2026',
      verifyUrl,
    ];
    for (const text of regular) expect(find(text).font, text).toBe('Helvetica');
    expect(page.texts.find((t) => t.text.startsWith('Los datos se asientan'))!.font).toBe('Helvetica');
    for (const text of ['FORMATO DC-3', 'DATOS DEL TRABAJADOR', 'Supervisor de línea', 'A1B2-C3D4-E5F6'])
      expect(find(text).font, text).toBe('Helvetica-Bold');
    const revoked = readPage(
      buildCertificatePdf(certificateRow({ revoked_at: '2026-04-02T12:00:00Z' }), { verifyUrl }),
    );
    expect(find('REVOCADA', revoked.texts).font).toBe('Helvetica-Bold');
  });

  it('makes a row of boxes as tall as its longest value, and starts the next row below it', () => {
    const occupation =
      'Técnico de mantenimiento industrial de maquinaria pesada y equipos de elevación en plantas de manufactura';
    const page = readPage(buildCertificatePdf(certificateRow({ occupation }), { verifyUrl }));
    const value = page.texts.find((t) => t.text.startsWith('Técnico de mantenimiento'))!;
    expect(value.lines).toBeGreaterThanOrEqual(3);
    const boxes = page.rects.filter((r) => !r.filled);
    const boxOf = (text: string) => {
      const t = page.texts.find((x) => x.text === text)!;
      return boxes.find((r) => inside(r, t.x, t.y))!;
    };
    const box = boxOf('Ocupación específica (Catálogo Nacional de Ocupaciones)');
    // 9 mm for the label and the first baseline, 4.6 mm per line of the value.
    expect(box.h).toBeCloseTo(9 + value.lines * 4.6, 5);
    expect(boxOf('Clave Única de Registro de Población (CURP)').h).toBeCloseTo(box.h, 5);
    expect(boxOf('Puesto').y).toBeCloseTo(box.y + box.h, 5);
  });

  it('centres the Secretaría line under the title', () => {
    const { find } = setup();
    const line = find('Secretaría del Trabajo y Previsión Social');
    // Left-aligned it would start at the centre of the page.
    expect(line.x).toBeGreaterThan(MARGIN + 40);
    expect(line.x).toBeLessThan(PAGE_W / 2 - 20);
  });

  it('draws one signature line above each signer, inset 6 mm within its third of the page', () => {
    const { page, find } = setup();
    const third = (PAGE_W - 2 * MARGIN) / 3;
    expect(page.segments).toHaveLength(3);
    ['Instructor o tutor', 'Patrón o representante legal', 'Representante de los trabajadores'].forEach(
      (label, i) => {
        const line = page.segments[i];
        expect(line.x1, label).toBeCloseTo(MARGIN + i * third + 6, 5);
        expect(line.x2, label).toBeCloseTo(MARGIN + (i + 1) * third - 6, 5);
        expect(line.y2, label).toBeCloseTo(line.y1, 5);
        expect(find(label).y - line.y1, label).toBeCloseTo(5, 5);
      },
    );
  });

  it('leaves 4 mm before each section, room under the boxes for the protest, room to sign, and the QR clear of the signatures', () => {
    const { page, find } = setup();
    const PT = 25.4 / 72;
    const boxes = page.rects.filter((r) => !r.filled);
    const bottomAbove = (y: number) => Math.max(...boxes.filter((r) => r.y < y).map((r) => r.y + r.h));
    const bands = page.rects.filter((r) => r.filled && r.w > 100);
    for (const title of [
      'DATOS DE LA EMPRESA',
      'DATOS DEL PROGRAMA DE CAPACITACIÓN, ADIESTRAMIENTO Y PRODUCTIVIDAD',
    ]) {
      const band = bands.find((r) => find(title).y > r.y && find(title).y < r.y + r.h)!;
      expect(band.y - bottomAbove(band.y), title).toBeCloseTo(4, 5);
    }
    const protest = page.texts.find((t) => t.text.startsWith('Los datos se asientan'))!;
    // The top of its first line (baseline minus the font size) is below the last box.
    expect(protest.y - protest.size * PT - bottomAbove(protest.y)).toBeGreaterThan(2);
    const lastLine = protest.y + (protest.lines - 1) * protest.size * 1.15 * PT;
    expect(page.segments[0].y1 - lastLine).toBeGreaterThan(12);
    const qrTop = Math.min(
      ...page.rects.filter((r) => r.filled && r.x >= PAGE_W - MARGIN - 32.01).map((r) => r.y),
    );
    const names = page.texts.filter((t) => t.text === 'Nombre y firma');
    expect(qrTop - names[0].y).toBeGreaterThan(5);
  });
});
