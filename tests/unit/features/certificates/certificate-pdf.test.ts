// The DC-3 PDF, read back as text: every field of the STPS format is on the page, accents intact.
import { describe, expect, it } from 'vitest';

import {
  buildCertificatePdf,
  certificateFileName,
  Dc3DataError,
} from '@/features/certificates/utils/certificate-pdf';

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

  it('writes the worker as apellido paterno, apellido materno and nombre(s), right after the label', async () => {
    const text = await pdfText(buildCertificatePdf(certificateRow(), { verifyUrl }));
    expect(text).toContain(
      'Nombre (anotar apellido paterno, apellido materno y nombre(s)) Pérez Núñez José Ángel Clave Única',
    );
    expect(text).not.toContain('José Ángel Pérez');
  });

  it('writes a worker without apellido materno as apellido paterno and nombre(s)', async () => {
    const text = await pdfText(
      buildCertificatePdf(
        certificateRow({
          worker_name: 'Lucía Ramos',
          worker_given_names: 'Lucía',
          worker_last_name_paternal: 'Ramos',
          worker_last_name_maternal: null,
        }),
        { verifyUrl },
      ),
    );
    expect(text).toContain('y nombre(s)) Ramos Lucía Clave Única');
  });

  it.each([
    [
      'the apellido paterno',
      { worker_last_name_paternal: null, worker_last_name_maternal: null },
      'apellido paterno',
    ],
    ['the nombre(s)', { worker_given_names: '  ' }, 'nombre(s)'],
    ['the CURP', { curp: null }, 'CURP'],
    [
      'the name parts and the CURP (a certificate issued with the username)',
      {
        worker_name: 'jperez',
        worker_given_names: null,
        worker_last_name_paternal: null,
        worker_last_name_maternal: null,
        curp: '',
      },
      'apellido paterno, nombre(s), CURP',
    ],
  ])('refuses a DC-3 without %s, saying what is missing', (_, overrides, missing) => {
    const build = () => buildCertificatePdf(certificateRow(overrides), { verifyUrl });
    expect(build).toThrow(Dc3DataError);
    expect(build).toThrow(
      `No se puede generar la constancia DC-3: faltan datos del trabajador (${missing}). Complétalos en su perfil y vuelve a emitir la constancia.`,
    );
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
