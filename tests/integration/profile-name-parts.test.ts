// The profile's name in parts (apellido paterno, apellido materno, nombre(s)): the migration splits the
// names already stored by its rule (the last two words are the surnames, with two words one surname),
// copies them onto the certificates already issued, and from then on full_name follows the parts
// ('Nombre(s) Paterno Materno') while a writer that sends only full_name gets it split by the same rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Backend } from '../../local/api/backend';
import { openBeforeMigration, type BeforeMigration } from './before-migration';

const COMPANY = '10000000-0000-4000-8000-0000000000aa';
const COURSE = '30000000-0000-4000-8000-0000000000aa';
const id = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

// Profiles as they were before the migration: only full_name.
const BEFORE: [number, string | null][] = [
  [1, 'Carla Jiménez Vega'],
  [2, 'María de los Ángeles Pérez García'],
  [3, '  Ana   Ruiz '],
  [4, 'Cher'],
  [5, null],
  [6, '   '],
];

let before: BeforeMigration;
let backend: Backend;

type Parts = {
  full_name: string | null;
  given_names: string | null;
  last_name_paternal: string | null;
  last_name_maternal: string | null;
};
const migrated = new Map<number, Parts>();
let migratedCertificates: unknown[] = [];
const partsOf = async (n: number) =>
  (
    await backend.db.query<Parts>(
      'select full_name, given_names, last_name_paternal, last_name_maternal from public.profiles where id = $1',
      [id(n)],
    )
  ).rows[0];
const parts = (
  given_names: string | null,
  last_name_paternal: string | null,
  last_name_maternal: string | null,
  full_name: string | null,
): Parts => ({ full_name, given_names, last_name_paternal, last_name_maternal });

beforeAll(async () => {
  before = await openBeforeMigration('_profile_name_parts.sql');
  backend = before.backend;
  await backend.db.exec(`
    insert into public.companies (id, name, rfc) values ('${COMPANY}', 'Constructora Prueba', 'CPR010101AB1');
    insert into public.courses (id, title, estimated_hours, thematic_area, training_agent)
      values ('${COURSE}', 'Trabajos en altura', 8, '6000', 'Instructor Interno');
  `);
  for (const [n, name] of BEFORE) {
    await backend.db.query(
      `insert into public.profiles (id, email, username, role, company_id, full_name)
       values ($1, $2, $3, 'collaborator', $4, $5)`,
      [id(n), `persona${n}@prueba.mx`, `persona${n}`, COMPANY, name],
    );
  }
  // Certificates issued before: one with the person's name, one with the username the issue fell back to.
  for (const [n, worker, code] of [
    [1, 'Carla Jiménez Vega', 'AAAA-0000-0001'],
    [5, 'persona5', 'AAAA-0000-0005'],
  ] as const) {
    await backend.db.query(
      `insert into public.certificates (code, profile_id, course_id, company_id, worker_name, company_name,
         course_title, course_hours, thematic_area, training_agent, period_start, period_end)
       values ($1, $2, $3, $4, $5, 'Constructora Prueba', 'Trabajos en altura', 8, '6000',
         'Instructor Interno', '2026-03-01', '2026-03-02')`,
      [code, id(n), COURSE, COMPANY, worker],
    );
  }
  await backend.db.exec(before.sql);
  // What the migration made of the rows, read before any test changes them (the tests run in any order).
  for (const [n] of BEFORE) migrated.set(n, await partsOf(n));
  migratedCertificates = (
    await backend.db.query(
      `select code, worker_name, worker_given_names, worker_last_name_paternal, worker_last_name_maternal
       from public.certificates order by code`,
    )
  ).rows;
}, 180_000);

afterAll(async () => {
  await before?.close();
});

describe('the migration', () => {
  it('splits the stored names: the last two words are the surnames; with two words, one surname', async () => {
    expect(migrated.get(1)).toEqual(parts('Carla', 'Jiménez', 'Vega', 'Carla Jiménez Vega'));
    expect(migrated.get(2)).toEqual(
      parts('María de los Ángeles', 'Pérez', 'García', 'María de los Ángeles Pérez García'),
    );
    expect(migrated.get(3)).toEqual(parts('Ana', 'Ruiz', null, 'Ana Ruiz'));
    expect(migrated.get(4)).toEqual(parts('Cher', null, null, 'Cher'));
    expect(migrated.get(5)).toEqual(parts(null, null, null, null));
    expect(migrated.get(6)).toEqual(parts(null, null, null, null));
  });

  it('copies the parts onto the certificates issued with a name, not onto those issued with the username', async () => {
    expect(migratedCertificates).toEqual([
      {
        code: 'AAAA-0000-0001',
        worker_name: 'Carla Jiménez Vega',
        worker_given_names: 'Carla',
        worker_last_name_paternal: 'Jiménez',
        worker_last_name_maternal: 'Vega',
      },
      {
        code: 'AAAA-0000-0005',
        worker_name: 'persona5',
        worker_given_names: null,
        worker_last_name_paternal: null,
        worker_last_name_maternal: null,
      },
    ]);
  });
});

describe('full_name after the migration', () => {
  it('is built from the parts written, trimmed, a full_name sent with them ignored', async () => {
    await backend.db.query(
      `update public.profiles set given_names = ' José  Ángel ', last_name_paternal = 'de la Cruz',
         last_name_maternal = '', full_name = 'Otro Nombre' where id = $1`,
      [id(4)],
    );
    expect(await partsOf(4)).toEqual(parts('José Ángel', 'de la Cruz', null, 'José Ángel de la Cruz'));
    await backend.db.query(`update public.profiles set last_name_maternal = 'López' where id = $1`, [id(4)]);
    expect((await partsOf(4)).full_name).toBe('José Ángel de la Cruz López');
  });

  it('splits a full_name written alone by the same rule', async () => {
    await backend.db.query(`update public.profiles set full_name = 'Ana María Ruiz Soto' where id = $1`, [
      id(3),
    ]);
    expect(await partsOf(3)).toEqual(parts('Ana María', 'Ruiz', 'Soto', 'Ana María Ruiz Soto'));
    await backend.db.query(`update public.profiles set full_name = null where id = $1`, [id(3)]);
    expect(await partsOf(3)).toEqual(parts(null, null, null, null));
  });

  it('leaves the name alone when an update changes other columns', async () => {
    await backend.db.query(`update public.profiles set job_title = 'Soldador' where id = $1`, [id(2)]);
    expect(await partsOf(2)).toEqual(
      parts('María de los Ángeles', 'Pérez', 'García', 'María de los Ángeles Pérez García'),
    );
  });

  it('builds it on insert from the parts, or splits a full_name inserted alone', async () => {
    await backend.db.query(
      `insert into public.profiles (id, email, username, given_names, last_name_paternal, last_name_maternal)
       values ($1, 'nueva@prueba.mx', 'nueva', 'Lucía', 'Ramos', null)`,
      [id(7)],
    );
    expect(await partsOf(7)).toEqual(parts('Lucía', 'Ramos', null, 'Lucía Ramos'));
    await backend.db.query(
      `insert into public.profiles (id, email, username, full_name)
       values ($1, 'otra@prueba.mx', 'otra', 'Pedro Luis Soto Mena')`,
      [id(8)],
    );
    expect(await partsOf(8)).toEqual(parts('Pedro Luis', 'Soto', 'Mena', 'Pedro Luis Soto Mena'));
  });

  it('refuses a surname without a given name, or the apellido materno without the paterno', async () => {
    await expect(
      backend.db.query(
        `update public.profiles set given_names = null, last_name_paternal = 'Vega' where id = $1`,
        [id(1)],
      ),
    ).rejects.toThrow(/profiles_name_parts_order/);
    await expect(
      backend.db.query(
        `update public.profiles set last_name_paternal = null, last_name_maternal = 'Vega' where id = $1`,
        [id(1)],
      ),
    ).rejects.toThrow(/profiles_name_parts_order/);
    expect(await partsOf(1)).toEqual(parts('Carla', 'Jiménez', 'Vega', 'Carla Jiménez Vega'));
  });
});
