// The search and status patterns are evaluated by PostgreSQL's regex engine (~*) on the real server, not
// by JavaScript's as in the fake backend: check them on PGlite, the database of the local stack.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { statusCondition } from '@/features/laboratory/utils/lab-status';
import { accentInsensitivePattern } from '@/features/laboratory/utils/search-pattern';

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await db.waitReady;
}, 60_000);
afterAll(async () => {
  await db?.close();
});

async function imatch(text: string, pattern: string): Promise<boolean> {
  const result = await db.query<{ hit: boolean }>('select $1::text ~* $2::text as hit', [text, pattern]);
  return result.rows[0].hit;
}

describe('laboratory search pattern on PostgreSQL', () => {
  it.each([
    ['Química sanguínea', 'QUIMICA', true],
    ['Química sanguínea', 'química', true],
    ['QUÍMICA', 'quimica', true],
    ['Biometría hemática', 'biometria hem', true],
    ['Héctor Ruiz', 'héctor', true],
    ['Muestra del niño', 'nino', true],
    ['Antidoping', 'quimica', false],
    ['Costo 50.5%', '50.5%', true],
    ['Costo 5005%', '50.5%', false],
    ['a(b)[c]', '(b)[c', true],
    ['x+y*z?', 'x+y*z?', true],
    ['back\\slash', 'k\\s', true],
  ])('%s ~* pattern of %s is %s', async (text, term, expected) => {
    expect(await imatch(text, accentInsensitivePattern(term))).toBe(expected);
  });

  it('groups statuses as the badges do: trimmed, any case; other is what is not known', async () => {
    const inProcess = statusCondition('en_proceso');
    expect(inProcess.negate).toBe(false);
    expect(await imatch(' Procesando ', inProcess.pattern)).toBe(true);
    expect(await imatch('EN_PROCESO', inProcess.pattern)).toBe(true);
    expect(await imatch('en proceso', inProcess.pattern)).toBe(false);
    expect(await imatch('pendiente', inProcess.pattern)).toBe(false);
    const other = statusCondition('other');
    expect(other.negate).toBe(true);
    expect(await imatch('muestra_rechazada', other.pattern)).toBe(false);
    expect(await imatch(' EN_REVISION', other.pattern)).toBe(true);
    expect(await imatch('', other.pattern)).toBe(false);
    expect(await imatch('Completado', other.pattern)).toBe(true);
  });
});
