// A minimal but valid PDF 1.4 writer: one A4 page, Helvetica with WinAnsiEncoding so Spanish accents
// render. Enough for demo documents that open in any viewer; no dependency needed.

const escapeText = (s: string): string => s.replace(/[\\()]/g, (c) => `\\${c}`);

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
}

export function makePdf(title: string, lines: PdfLine[]): Buffer {
  const body: string[] = ['BT', '/F2 20 Tf', '56 770 Td', `(${escapeText(title)}) Tj`, 'ET'];
  let y = 730;
  for (const line of lines) {
    const size = line.size ?? 12;
    body.push(
      'BT',
      `/${line.bold ? 'F2' : 'F1'} ${size} Tf`,
      `56 ${y} Td`,
      `(${escapeText(line.text)}) Tj`,
      'ET',
    );
    y -= size + 10;
  }
  // Underline the title so the page is visibly a document, not just text.
  body.push('0.2 0.4 0.8 RG', '2 w', '56 760 m 539 760 l S');
  const content = Buffer.from(body.join('\n'), 'latin1');

  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>', 'latin1'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
        '/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
      'latin1',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} >>\nstream\n`, 'latin1'),
      content,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    Buffer.from(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      'latin1',
    ),
    Buffer.from(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
      'latin1',
    ),
    Buffer.from(`<< /Title (${escapeText(title)}) /Producer (portal-clientes demo seed) >>`, 'latin1'),
  ];

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0].length;
  objects.forEach((obj, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      obj,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
