// The audit trail's `changes` as the lines a person reads: Spanish field names, values formatted as the
// portal shows them (dates, money, Sí/No, statuses by their domain's label, references by name).
import { describe, expect, it } from 'vitest';

import type { AuditEntry } from '@/features/audit/api/get-audit-page';
import { changeText, describeChanges } from '@/features/audit/utils/audit-changes';
import { AuditNames } from '@/features/audit/utils/audit-names';
import type { Json } from '@/types/database';

const COMPANY = '10000000-0000-4000-8000-00000000000a';
const OTHER = '10000000-0000-4000-8000-00000000000b';
const COURSE = '20000000-0000-4000-8000-000000000001';
const PERSON = '30000000-0000-4000-8000-000000000001';

const entry = (
  action: string,
  table: string,
  changes: NonNullable<Json>,
  rowId: string | null = 'r-1',
): AuditEntry => ({
  id: 1,
  occurred_at: '2026-11-27T16:40:53Z',
  actor_id: null,
  actor_email: null,
  actor_role: null,
  action,
  table_name: `public.${table}`,
  row_id: rowId,
  company_id: null,
  changes,
});

const names = () =>
  new AuditNames(true)
    .add('companies', [{ id: COMPANY, name: 'Constructora Alfa' }])
    .add('courses', [{ id: COURSE, title: 'Seguridad en alturas' }])
    .add('profiles', [{ id: PERSON, full_name: 'Ana López', email: 'ana@portal.demo' }]);

const lines = (e: AuditEntry, n = names()) => describeChanges(e, n).map(changeText);

describe('describeChanges', () => {
  it('gives nothing for changes that are not an object', () => {
    expect(lines(entry('update', 'companies', 3))).toEqual([]);
    expect(lines(entry('insert', 'companies', 'texto'))).toEqual([]);
    expect(lines(entry('insert', 'companies', ['name']))).toEqual([]);
  });

  it('reads a document type update with Spanish names and the catalogue labels', () => {
    const changes = {
      due_day: { old: 17, new: 20 },
      validity: { old: 'none', new: 'until_expiry' },
      periodicity: { old: 'monthly', new: 'bimonthly' },
      sort_order: { old: 1, new: 2 },
      applies_to_all: { old: true, new: false },
      updated_at: { old: '2026-01-01', new: '2026-01-02' },
    };
    expect(lines(entry('update', 'document_types', changes))).toEqual([
      'día límite: 17 → 20',
      'vigencia: Sin vigencia → Hasta su vencimiento',
      'periodicidad: Mensual → Bimestral',
      'orden: 1 → 2',
      'aplica a todas las empresas: Sí → No',
    ]);
  });

  it('formats money with the row currency, dates as dd/mm/aaaa and statuses by their label', () => {
    const created = entry('insert', 'invoices', {
      id: 'x',
      company_id: COMPANY,
      invoice_number: 'A-1004',
      amount: 1234.5,
      currency: 'USD',
      issue_date: '2026-11-27',
      status: 'en_aclaracion',
      file_url: `${COMPANY}/facturas/A-1004.pdf`,
      created_at: '2026-11-27T16:40:53Z',
    });
    expect(lines(created)).toEqual([
      'número de factura: A-1004',
      'monto: $1,234.50 USD',
      'moneda: USD',
      'fecha de emisión: 27/11/2026',
      'estado: En Aclaración',
      'factura (PDF): A-1004.pdf',
    ]);
    const lab = entry('update', 'laboratory_requests', { status: { old: 'en_revision', new: 'completado' } });
    expect(lines(lab)).toEqual(['estado: En Revisión → Completado']);
  });

  it('reads an update of money with the currency of the row as it is now', () => {
    const n = names().add('invoices', [{ id: 'inv-1', currency: 'MXN', invoice_number: 'A-1' }]);
    const update = entry('update', 'invoices', { amount: { old: 10, new: 1234.5 } }, 'inv-1');
    expect(lines(update, n)).toEqual(['monto: $10.00 MXN → $1,234.50 MXN']);
  });

  it('names references, says when one was removed, and shows an empty side', () => {
    const update = entry('update', 'course_assignments', {
      course_id: { old: COURSE, new: '20000000-0000-4000-8000-0000000000ff' },
      profile_id: { old: null, new: PERSON },
      company_id: { old: COMPANY, new: OTHER },
      due_date: { old: null, new: '2026-12-05' },
    });
    expect(lines(update)).toEqual([
      'curso: Seguridad en alturas → (eliminado)',
      'colaborador: (vacío) → Ana López',
      'empresa: Constructora Alfa → (eliminado)',
      'fecha límite: (vacío) → 05/12/2026',
    ]);
    // Before the names arrive, a reference is pending rather than removed.
    expect(lines(update, new AuditNames(false))[0]).toBe('curso: … → …');
  });

  it('leaves out internal columns, the company of a created row and its empty fields', () => {
    const created = entry('insert', 'profiles', {
      id: PERSON,
      company_id: COMPANY,
      firebase_uid: 'uid',
      email: 'ana@portal.demo',
      role: 'collaborator',
      full_name: '',
      curp: null,
      active: false,
      must_change_password: true,
      month_start: 3,
      created_at: '2026-11-27T16:40:53Z',
    });
    expect(lines(created)).toEqual([
      'correo: ana@portal.demo',
      'rol: Colaborador',
      'activo: No',
      'cambio de contraseña pendiente: Sí',
      'mes de inicio: Marzo',
    ]);
  });

  it('reads a Storage object by its file name, and an unknown column by its spaced name', () => {
    const file = {
      ...entry('insert', 'x', {
        bucket_id: 'repse-documents',
        name: `${COMPANY}/2026/03/a.pdf`,
        metadata: { size: 1 },
      }),
      table_name: 'storage.objects',
    };
    expect(lines(file)).toEqual(['archivo: a.pdf']);
    expect(lines(entry('update', 'companies', { paid_on_day_x: { old: 1, new: 2 } }))).toEqual([
      'paid on day x: 1 → 2',
    ]);
  });

  it('cuts long texts to 80 characters and keeps numbers, percentages and hours readable', () => {
    const created = entry('insert', 'quiz_attempts', {
      score: 85,
      passed: true,
      answers: { q: ['a'] },
      attempt_number: 2,
    });
    expect(lines(created)).toEqual(['calificación: 85 %', 'aprobado: Sí', 'intento: 2']);
    const course = entry('insert', 'courses', {
      title: 'x'.repeat(100),
      estimated_hours: 1,
      thematic_area: '6000',
    });
    expect(lines(course)).toEqual([
      `título: ${'x'.repeat(79)}…`,
      'duración: 1 hora',
      'área temática: Seguridad',
    ]);
  });
});
