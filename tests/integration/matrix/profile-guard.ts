// The profile guard as part of the permission matrix: each guarded column of its own profile, for every
// non-admin caller that may otherwise edit that profile, is refused with 42501 and left unchanged.
import { describe, expect, it } from 'vitest';

import { COMPANY, untyped, type IntegrationEnv } from '../helpers';
import {
  CALLERS,
  GUARDED_COLLABORATOR_PROFILE_COLUMNS,
  GUARDED_PROFILE_COLUMNS,
  TABLES,
  type Caller,
  type CallerName,
  type Cell,
} from './expectations';
import type { MatrixRow } from './rows';

let env: IntegrationEnv;

async function profile(id: string): Promise<MatrixRow> {
  const { data, error } = await untyped(env.service).from('profiles').select('*').eq('id', id).single();
  if (error) throw new Error(`profiles: ${error.message}`);
  return data as MatrixRow;
}

/** A value different from the current one, valid for the column's constraints. */
function changed(
  column: (typeof GUARDED_PROFILE_COLUMNS)[number] | (typeof GUARDED_COLLABORATOR_PROFILE_COLUMNS)[number],
  row: MatrixRow,
): unknown {
  switch (column) {
    case 'id':
      return '20000000-0000-4000-8000-0000000000ff';
    case 'email':
      return `otro.${String(row.username)}@portal.demo`;
    case 'role':
      return row.role === 'admin' ? 'client' : 'admin';
    case 'active':
    case 'must_change_password':
      return !row[column];
    case 'company_id':
      return row.company_id === COMPANY.C ? COMPANY.B : COMPANY.C;
    case 'month_start':
      return ((Number(row.month_start ?? 0) % 12) as number) + 1;
    case 'year_start':
      return Number(row.year_start ?? 2000) + 1;
    case 'created_at':
      return '2001-01-01T00:00:00+00:00';
    case 'curp':
      // A valid CURP (the format check must not be what refuses), unlike any seeded one.
      return row.curp === 'MATZ010101HDFTRZ09' ? 'MATZ020202MDFTRZ08' : 'MATZ010101HDFTRZ09';
    default:
      return `${String(row[column] ?? 'otro')}-cambiado`;
  }
}

/**
 * Each guarded profile column, on its own profile, for every non-admin caller that may edit it (a
 * collaborator's name parts too).
 */
export function profileGuard(use: IntegrationEnv): void {
  env = use;
  const editors = (Object.keys(CALLERS) as CallerName[]).filter(
    (who) => who !== 'admin' && (TABLES.profiles[who] as Cell).update,
  );
  describe.each(editors)('profiles as %s', (who) => {
    const caller = CALLERS[who] as Caller;
    const guarded = who.startsWith('collaborator')
      ? [...GUARDED_PROFILE_COLUMNS, ...GUARDED_COLLABORATOR_PROFILE_COLUMNS]
      : GUARDED_PROFILE_COLUMNS;
    it.each(guarded)('may not change its own %s', async (column) => {
      const before = await profile(caller.profile!);
      const res = await untyped(env.as(caller.uid!))
        .from('profiles')
        .update({ [column]: changed(column, before) })
        .eq('id', caller.profile!)
        .select('id');
      expect({ code: res.error?.code, data: res.data }).toEqual({ code: '42501', data: null });
      expect(await profile(caller.profile!)).toEqual(before);
    });
  });
}
