// The profile's ocupación específica as a key of the Catálogo Nacional de Ocupaciones: the migration turns
// the free text that names an área or subárea into its key (case and accents aside) and sets the rest to
// null, reporting both counts; certificates already issued keep their text. From then on the database
// takes only a key of the catalogue, or null, and refuses anything else in Spanish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Backend } from '../../local/api/backend';
import { openBeforeMigration, type BeforeMigration } from './before-migration';

const COMPANY = '10000000-0000-4000-8000-0000000000ab';
const COURSE = '30000000-0000-4000-8000-0000000000ab';
const id = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

// Occupations as the form stored them before the migration (free text), and what each becomes.
const BEFORE: [number, string | null, string | null][] = [
  [1, 'Construcción', '03'],
  [2, '  INFORMATICA ', '04.4'],
  [3, 'Protección de bienes y/o personas', '09.4'],
  [4, '05.7 productos metálicos y de hule y plástico', '05.7'],
  [5, '08.2', '08.2'],
  [6, 'Seguridad industrial', null],
  [7, 'Operador de grúa', null],
  [8, null, null],
];

let before: BeforeMigration;
let backend: Backend;
const migrated = new Map<number, string | null>();
let notices: string[] = [];
let certificateAfter: string | null = null;

const occupationOf = async (n: number) =>
  (
    await backend.db.query<{ occupation: string | null }>(
      'select occupation from public.profiles where id = $1',
      [id(n)],
    )
  ).rows[0].occupation;

beforeAll(async () => {
  before = await openBeforeMigration('_occupation_catalogue.sql');
  backend = before.backend;
  await backend.db.exec(`
    insert into public.companies (id, name, rfc) values ('${COMPANY}', 'Constructora Ocupación', 'COC010101AB1');
    insert into public.courses (id, title, estimated_hours, thematic_area, instructor_name)
      values ('${COURSE}', 'Trabajos en altura', 8, '6000', 'Instructor Interno');
  `);
  for (const [n, occupation] of BEFORE) {
    await backend.db.query(
      `insert into public.profiles (id, email, username, role, company_id, given_names, last_name_paternal,
         curp, occupation)
       values ($1, $2, $3, 'collaborator', $4, 'Persona', 'Prueba', null, $5)`,
      [id(n), `ocupacion${n}@prueba.mx`, `ocupacion${n}`, COMPANY, occupation],
    );
  }
  // A constancia issued before, with the free text of its day.
  await backend.db.query(
    `insert into public.certificates (code, profile_id, course_id, company_id, worker_name, occupation,
       company_name, course_title, course_hours, thematic_area, training_agent, period_start, period_end)
     values ('ACCC-0000-0006', $1, $2, $3, 'Persona Prueba', 'Seguridad industrial', 'Constructora Ocupación',
       'Trabajos en altura', 8, '6000', 'Constructora Ocupación', '2026-03-01', '2026-03-02')`,
    [id(6), COURSE, COMPANY],
  );
  await backend.pglite!.exec(before.sql, {
    onNotice: (notice) => notices.push(notice.message ?? ''),
  });
  notices = notices.filter((n) => n.startsWith('profiles.occupation'));
  for (const [n] of BEFORE) migrated.set(n, await occupationOf(n));
  certificateAfter = (
    await backend.db.query<{ occupation: string }>(
      "select occupation from public.certificates where code = 'ACCC-0000-0006'",
    )
  ).rows[0].occupation;
}, 180_000);

afterAll(async () => {
  await before?.close();
});

describe('the migration', () => {
  it('turns a name of the catalogue into its key and sets any other text to null', () => {
    for (const [n, before, after] of BEFORE) expect(migrated.get(n), String(before)).toBe(after);
  });

  it('reports how many it converted and how many it set to null', () => {
    // 1-4 converted; 5 already was a key; 6 and 7 are in no name of the catalogue.
    expect(notices).toEqual([
      'profiles.occupation: 4 converted to a key of the catalogue, 2 not in it set to null',
    ]);
  });

  it('leaves the certificates already issued as they were issued', () => {
    expect(certificateAfter).toBe('Seguridad industrial');
  });
});

describe('profiles.occupation after the migration', () => {
  it('takes a key of the catalogue or null', async () => {
    await backend.db.query(`update public.profiles set occupation = '11.3' where id = $1`, [id(8)]);
    expect(await occupationOf(8)).toBe('11.3');
    await backend.db.query(`update public.profiles set occupation = null where id = $1`, [id(8)]);
    expect(await occupationOf(8)).toBeNull();
  });

  it('refuses a name, a key out of the catalogue or a padded key, in Spanish, and keeps the stored one', async () => {
    for (const occupation of ['Informática', '04.7', ' 04.4', '4.4']) {
      await expect(
        backend.db.query(`update public.profiles set occupation = $2 where id = $1`, [id(1), occupation]),
        occupation,
      ).rejects.toMatchObject({
        code: '23514',
        message: `La ocupación «${occupation}» no está en el Catálogo Nacional de Ocupaciones de la constancia DC-3: elige un área o subárea del catálogo.`,
      });
    }
    await expect(
      backend.db.query(
        `insert into public.profiles (id, email, username, occupation) values ($1, 'x@prueba.mx', 'x', 'Soldador')`,
        [id(9)],
      ),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await occupationOf(1)).toBe('03');
  });

  it('keeps the check when the Spanish trigger is not there to refuse first', async () => {
    await backend.db.exec('alter table public.profiles disable trigger profiles_occupation_catalogue');
    try {
      await expect(
        backend.db.query(`update public.profiles set occupation = 'Soldador' where id = $1`, [id(2)]),
      ).rejects.toThrow(/profiles_occupation_catalogue/);
    } finally {
      await backend.db.exec('alter table public.profiles enable trigger profiles_occupation_catalogue');
    }
    expect(await occupationOf(2)).toBe('04.4');
  });
});
