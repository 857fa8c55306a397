// Keeps src/types/database.ts in step with the migrations: the column lists below are checked against the
// Database type at compile time (Record<keyof Row, ...> must name every key, and only those) and against
// the real tables at run time, so a column added on either side alone fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { CompositeTypes, Database, Tables } from '../../src/types/database';

type Columns<T> = Record<keyof T, 'null' | 'not null'>;
const ts = { created_at: 'not null', updated_at: 'not null' } as const;

type TableName = keyof Database['public']['Tables'];

const expected: { [T in TableName]: Columns<Tables<T>> } = {
  companies: { id: 'not null', name: 'not null', ...ts },
  profiles: {
    id: 'not null',
    email: 'not null',
    username: 'not null',
    firebase_uid: 'null',
    role: 'not null',
    active: 'not null',
    must_change_password: 'not null',
    company_id: 'null',
    full_name: 'null',
    service_type: 'null',
    month_start: 'null',
    year_start: 'null',
    avatar_url: 'null',
    ...ts,
  },
  directory_entries: {
    id: 'not null',
    company_id: 'not null',
    employee_name: 'not null',
    position: 'null',
    phone: 'null',
    whatsapp: 'null',
    email: 'null',
    photo_url: 'null',
    ...ts,
  },
  laboratory_requests: {
    id: 'not null',
    company_id: 'not null',
    request_type: 'not null',
    patient_name: 'null',
    request_date: 'not null',
    notes: 'null',
    status: 'not null',
    result_url: 'null',
    ...ts,
  },
  documents: {
    id: 'not null',
    company_id: 'null',
    is_global: 'not null',
    year: 'not null',
    month: 'not null',
    name: 'not null',
    url: 'not null',
    document_type: 'null',
    ...ts,
  },
  invoices: {
    id: 'not null',
    company_id: 'not null',
    invoice_number: 'not null',
    issue_date: 'not null',
    due_date: 'null',
    amount: 'not null',
    currency: 'not null',
    status: 'not null',
    file_url: 'null',
    xml_url: 'null',
    ...ts,
  },
  indicators: {
    id: 'not null',
    company_id: 'null',
    is_global: 'not null',
    title: 'null',
    url: 'null',
    url_monthly: 'null',
    year: 'null',
    month: 'null',
    ...ts,
  },
  feedback: {
    id: 'not null',
    company_id: 'null',
    submitted_by: 'null',
    rating: 'not null',
    comment: 'null',
    ...ts,
  },
};

// Compile-time: the composite's keys are exactly the profile's plus company_name.
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
const compositeMatches: SameKeys<
  CompositeTypes<'profile_with_company'>,
  Tables<'profiles'> & { company_name: unknown }
> = true;

let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  await db.exec(readFileSync('local/api/bootstrap.sql', 'utf8'));
  await db.exec(readFileSync('local/api/storage/bootstrap.sql', 'utf8'));
  for (const file of readdirSync('supabase/migrations').sort()) {
    await db.exec(readFileSync(join('supabase/migrations', file), 'utf8'));
  }
});

afterAll(async () => {
  await db?.close();
});

it('every public table matches its Row type, column by column, nullability included', async () => {
  const { rows } = await db.query<{ table_name: string; column_name: string; is_nullable: string }>(
    `select table_name, column_name, is_nullable from information_schema.columns
     where table_schema = 'public' order by table_name, column_name`,
  );
  const actual: Record<string, Record<string, string>> = {};
  for (const r of rows) {
    (actual[r.table_name] ??= {})[r.column_name] = r.is_nullable === 'YES' ? 'null' : 'not null';
  }
  expect(actual).toEqual(expected);
});

it('the profile_with_company composite has the profile columns plus company_name', async () => {
  const { rows } = await db.query<{ attname: string }>(
    `select attname from pg_attribute where attrelid = 'public.profile_with_company'::regclass and attnum > 0
     order by attname`,
  );
  expect(compositeMatches).toBe(true);
  expect(rows.map((r) => r.attname)).toEqual([...Object.keys(expected.profiles), 'company_name'].sort());
});
