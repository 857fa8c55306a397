// The DC-3 PDF, read back as text: every field of the STPS format is on the page, accents intact.
import { describe, expect, it } from 'vitest';

import {
  buildCertificatePdf,
  certificateFileName,
  Dc3DataError,
} from '@/features/certificates/utils/certificate-pdf';

import { certificateRow, DC3_BOXES, DC3_PERIOD_TEXT } from './fixtures';
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
      'Ocupación específica (Catálogo Nacional de Ocupaciones)',
      '03.4 Instalación y mantenimiento',
      'Puesto',
      'Supervisor de línea',
      'DATOS DE LA EMPRESA',
      'Nombre o razón social',
      'Constructora Año Nuevo, S.A. de C.V.',
      'Registro Federal de Contribuyentes con homoclave (SHCP)',
      'CAN010101AB1',
      'DATOS DEL PROGRAMA DE CAPACITACIÓN, ADIESTRAMIENTO Y PRODUCTIVIDAD',
      'Trabajos en altura (NOM-009-STPS-2011)',
      'Duración en horas',
      '2.5',
      DC3_PERIOD_TEXT,
      'Área temática del curso',
      '6000 Seguridad',
      'Nombre del agente capacitador o STPS',
      'Servicios Especializados del Norte',
      'Registro STPS del agente capacitador',
      'SEN050505AB3-0042',
      'Ing. Laura Castillo Reyes Instructor o tutor',
      'Roberto Alfaro Medina Patrón o representante legal',
      'Juana Torres Salinas Representante de los trabajadores',
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

  it('writes the ocupación específica as issued: the catalogue key and its name, or an older free text', async () => {
    const label = 'Ocupación específica (Catálogo Nacional de Ocupaciones)';
    const issued = await pdfText(buildCertificatePdf(certificateRow(), { verifyUrl }));
    expect(issued).toContain(`${label} 03.4 Instalación y mantenimiento Puesto`);
    const older = await pdfText(
      buildCertificatePdf(certificateRow({ occupation: 'Técnico de mantenimiento' }), { verifyUrl }),
    );
    expect(older).toContain(`${label} Técnico de mantenimiento Puesto`);
  });

  it('writes the period in Año, Mes and Día boxes for each date, between the hours and the área temática', async () => {
    const text = await pdfText(buildCertificatePdf(certificateRow(), { verifyUrl }));
    expect(text).toContain(`Duración en horas 2.5 ${DC3_PERIOD_TEXT} Área temática del curso`);
    expect(text).not.toContain('01/03/2026');
    const sameDay = await pdfText(
      buildCertificatePdf(certificateRow({ period_start: '2025-12-31', period_end: '2026-01-02' }), {
        verifyUrl,
      }),
    );
    expect(sameDay).toContain('De Año 2025 Mes 12 Día 31 a Año 2026 Mes 01 Día 02');
  });

  it('puts each field after its own label, in the order of the format', async () => {
    const text = await pdfText(buildCertificatePdf(certificateRow(), { verifyUrl }));
    const position = (needle: string) => {
      const at = text.indexOf(needle);
      expect(at, needle).toBeGreaterThanOrEqual(0);
      return at;
    };
    let last = -1;
    for (const [label, value] of DC3_BOXES) {
      expect(position(value)).toBeGreaterThan(position(label));
      expect(position(label)).toBeGreaterThan(last);
      last = position(label);
    }
  });

  it('names the employer as the agent of an internal instructor, with no STPS registration', async () => {
    const text = await pdfText(
      buildCertificatePdf(
        certificateRow({
          training_agent: 'Constructora Año Nuevo, S.A. de C.V.',
          training_agent_type: 'internal',
          training_agent_registration: null,
        }),
        { verifyUrl },
      ),
    );
    expect(text).toContain(
      'Nombre del agente capacitador o STPS Constructora Año Nuevo, S.A. de C.V. Registro STPS del agente capacitador No aplica (instructor interno)',
    );
  });

  it('leaves a signature line blank for a handwritten name when the portal does not know it', async () => {
    const text = await pdfText(
      buildCertificatePdf(certificateRow({ workers_representative: null }), { verifyUrl }),
    );
    expect(text).toContain(
      'Roberto Alfaro Medina Patrón o representante legal Nombre y firma Representante de los trabajadores Nombre y firma Código de verificación',
    );
    expect(text).not.toContain('Juana Torres');
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
