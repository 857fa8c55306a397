// The DC-3 PDF, read back as text: every field of the STPS format is on the page, accents intact.
import { describe, expect, it } from 'vitest';

import { buildCertificatePdf, certificateFileName } from '@/features/certificates/utils/certificate-pdf';

import { certificateRow } from './fixtures';
import { pdfText } from './pdf-text';

const verifyUrl = 'https://portal.example/verificar/A1B2-C3D4-E5F6';

describe('buildCertificatePdf', () => {
  it('writes every DC-3 field, the signature lines and the verification code', async () => {
    const text = await pdfText(buildCertificatePdf(certificateRow(), { verifyUrl }));
    for (const expected of [
      'CONSTANCIA DE COMPETENCIAS O DE HABILIDADES LABORALES',
      'DATOS DEL TRABAJADOR',
      'Nombre (anotar apellido paterno, apellido materno y nombre(s))',
      'Pérez Núñez José Ángel',
      'CURP',
      'PENJ800101HDFRXN09',
      'Ocupación específica',
      'Técnico de mantenimiento',
      'Puesto',
      'Supervisor de línea',
      'DATOS DE LA EMPRESA',
      'Nombre o razón social',
      'Constructora Año Nuevo, S.A. de C.V.',
      'CAN010101AB1',
      'DATOS DEL PROGRAMA DE CAPACITACIÓN',
      'Trabajos en altura (NOM-009-STPS-2011)',
      'Duración en horas',
      '2.5',
      'Periodo de ejecución',
      'De 01/03/2026 a 15/03/2026',
      'Área temática del curso',
      '6000 Seguridad',
      'Nombre del agente capacitador o STPS',
      'Servicios Especializados del Norte',
      'Instructor o tutor',
      'Patrón o representante legal',
      'Representante de los trabajadores',
      'A1B2-C3D4-E5F6',
      verifyUrl,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('REVOCADA');
  });

  it('marks a revoked certificate with the watermark and the date', async () => {
    const text = await pdfText(
      buildCertificatePdf(certificateRow({ revoked_at: '2026-04-02T12:00:00Z', revoked_reason: 'Error' }), {
        verifyUrl,
      }),
    );
    expect(text).toContain('REVOCADA');
    expect(text).toContain('Constancia revocada el 02/04/2026');
  });

  it('names the file after the code', () => {
    expect(certificateFileName('A1B2-C3D4-E5F6')).toBe('constancia-dc3-A1B2-C3D4-E5F6.pdf');
  });
});
