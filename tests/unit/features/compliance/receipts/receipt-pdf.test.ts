// The 'Acuse de Entrega' PDF, read back as text: the company, month, issue time, code, verification URL and
// the receipt's fingerprint; per document its title, file, its SHA-256 (in four lines) and its publication
// time; per client user the first opening and download or 'Sin abrir'/'Sin descargar'. Times are Mexico
// City's (UTC-6). A receipt with many users runs over pages, with the table's header on each.
import { describe, expect, it } from 'vitest';

import { buildReceiptPdf, hashLines, receiptFileName } from '@/features/compliance/utils/receipt-pdf';

import { pdfText } from '../../certificates/pdf-text';
import { receiptDoc, receiptEntry, RECEIPT_CODE } from './fixtures';

const verifyUrl = `https://portal.example/verificar-entrega/${RECEIPT_CODE}`;

describe('buildReceiptPdf', () => {
  it('writes the header fields, every document with its fingerprint and each user’s first opening and download', async () => {
    const receipt = receiptDoc({
      entries: [
        receiptEntry({
          title: 'Pago de cuotas IMSS',
          file_name: 'm03-imss.pdf',
          recipients: [
            {
              profile_id: 'p-1',
              name: 'Ana Núñez',
              email: 'ana@alfa.mx',
              opened_at: '2026-03-20T16:40:53Z',
              downloaded_at: '2026-03-21T09:00:01Z',
            },
            {
              profile_id: 'p-2',
              name: 'Luis Peña',
              email: 'luis@alfa.mx',
              opened_at: null,
              downloaded_at: null,
            },
          ],
        }),
        receiptEntry({ title: 'Declaración de IVA', sha256: null, recipients: [] }),
      ],
    });
    const text = await pdfText(buildReceiptPdf(receipt, { verifyUrl }));
    const [first] = receipt.entries;
    for (const expected of [
      'Acuse de Entrega',
      'Empresa: Constructora Año Nuevo, S.A. de C.V.',
      'Mes: Marzo 2026',
      'Emitido: 01/04/2026 11:00:05',
      'Emitido por: Admin Portal',
      `Código de verificación: ${RECEIPT_CODE}`,
      verifyUrl,
      `Huella del acuse (SHA-256): ${receipt.fingerprint}`,
      '2 documentos',
      'Documento SHA-256 Publicado Usuario Primera apertura Primera descarga',
      '1. Pago de cuotas IMSS',
      'm03-imss.pdf',
      ...first.sha256!.match(/.{16}/g)!,
      '05/03/2026 12:05:09',
      'Ana Núñez',
      'ana@alfa.mx',
      '20/03/2026 10:40:53',
      '21/03/2026 03:00:01',
      'Luis Peña',
      'Sin abrir',
      'Sin descargar',
      '2. Declaración de IVA',
      'Sin huella',
      'Sin usuarios del cliente',
      `Acuse de Entrega ${RECEIPT_CODE}`,
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(receiptFileName(RECEIPT_CODE)).toBe('acuse-entrega-A1B2-C3D4-E5F6.pdf');
  });

  it('splits each SHA-256 in four lines of 16 digits', () => {
    const sha = '0123456789abcdef'.repeat(4);
    expect(hashLines(sha)).toEqual(Array(4).fill('0123456789abcdef'));
    expect(hashLines(null)).toEqual(['Sin huella']);
  });

  it('runs over pages when a document has many users, saying the document continues', async () => {
    const recipients = Array.from({ length: 90 }, (_, i) => ({
      profile_id: `p-${i}`,
      name: `Usuario ${i + 1}`,
      email: `u${i + 1}@alfa.mx`,
      opened_at: i % 2 ? '2026-03-20T16:40:53Z' : null,
      downloaded_at: null,
    }));
    const text = await pdfText(
      buildReceiptPdf(receiptDoc({ entries: [receiptEntry({ title: 'Nómina', recipients })] }), {
        verifyUrl,
      }),
    );
    expect(text).toMatch(/Página 1 de [2-9]/);
    expect(text).toContain('1. Nómina (continúa)');
    expect(text).toContain('Usuario 90');
    expect(text.match(/Primera apertura/g)!.length).toBeGreaterThan(1);
  });
});
