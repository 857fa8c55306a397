// A QR code drawn as vectors on a jspdf page (QRCode.create gives the modules; each run of dark ones is a
// filled rectangle), so it needs no canvas and runs the same in Node and the browser. Loaded only by the
// PDF modules, which callers load with import().
import type { jsPDF } from 'jspdf';
import QRCode from 'qrcode';

export function drawQrCode(doc: jsPDF, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.setFillColor(0, 0, 0);
  // One rectangle per horizontal run of dark modules: fewer shapes, and no hairline seams between
  // neighbours when a viewer anti-aliases each edge.
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      doc.rect(x + start * cell, y + row * cell, (col - start) * cell, cell, 'F');
    }
  }
}
