// The certificate guard as part of the permission matrix: an admin may update a certificate (to revoke
// it), but each column of the DC-3 snapshot is refused with 42501 and the guard's message, and the row is
// left unchanged.
import { describe, expect, it } from 'vitest';

import { COMPANY, PROFILE, untyped, type IntegrationEnv } from '../helpers';
import { CALLERS, GUARDED_CERTIFICATE_COLUMNS, LMS_COURSE } from './expectations';
import type { MatrixRow } from './rows';

let env: IntegrationEnv;
const SEEDED = 'A1B2-C3D4-E5F6';

async function certificate(): Promise<MatrixRow> {
  const { data, error } = await untyped(env.service)
    .from('certificates')
    .select('*')
    .eq('code', SEEDED)
    .single();
  if (error) throw new Error(`certificates: ${error.message}`);
  return data as MatrixRow;
}

/** A value different from the current one, valid for the column's type and checks. */
function changed(column: (typeof GUARDED_CERTIFICATE_COLUMNS)[number], row: MatrixRow): unknown {
  switch (column) {
    case 'code':
      return 'ABCD-ABCD-ABCD';
    case 'profile_id':
      return row.profile_id === PROFILE.colaborador ? PROFILE.colaboradorA : PROFILE.colaborador;
    case 'course_id':
      return row.course_id === LMS_COURSE.heights ? LMS_COURSE.draft : LMS_COURSE.heights;
    case 'company_id':
      return row.company_id === COMPANY.B ? COMPANY.C : COMPANY.B;
    case 'course_hours':
    case 'score':
      return Number(row[column] ?? 0) + 1;
    case 'period_start':
      return '2000-01-01';
    case 'period_end':
      return '2099-12-31';
    case 'issued_at':
      return '2001-01-01T00:00:00+00:00';
    case 'thematic_area':
      return row.thematic_area === '1000' ? '2000' : '1000';
    case 'training_agent_type':
      return row.training_agent_type === 'external' ? 'internal' : 'external';
    default:
      return `${String(row[column] ?? 'otro')}-cambiado`;
  }
}

export function certificateGuard(use: IntegrationEnv): void {
  env = use;
  describe('certificates as admin', () => {
    it.each(GUARDED_CERTIFICATE_COLUMNS)('may not change %s of an issued certificate', async (column) => {
      const before = await certificate();
      const res = await untyped(env.as(CALLERS.admin.uid))
        .from('certificates')
        .update({ [column]: changed(column, before) })
        .eq('id', before.id)
        .select('id');
      expect({ code: res.error?.code, message: res.error?.message, data: res.data }).toEqual({
        code: '42501',
        message: 'Una constancia emitida no se puede modificar.',
        data: null,
      });
      expect(await certificate()).toEqual(before);
    });
  });
}
