// Migration file names: `YYYYMMDDHHmmss_what.sql`, the timestamp in UTC. A migration is dated no later
// than the moment it is written (never in the future: a hosted project applies by name, and a later file
// dated before it would run out of order), and the names are unique and sorted the way they are applied
// (local/api/db.ts and the Supabase CLI apply the `.sql` files in name order).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const DIR = fileURLToPath(new URL('../../../supabase/migrations', import.meta.url));
const NAME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})_[a-z0-9_]+\.sql$/;

/** The UTC moment a migration's name states, or null when the name has no valid timestamp. */
function migrationTime(file: string): number | null {
  const match = NAME.exec(file);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const time = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(time);
  const valid =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return valid ? time : null;
}

const files = readdirSync(DIR).filter((file) => file.endsWith('.sql'));
const applied = [...files].sort();

describe('migrationTime', () => {
  it('reads the UTC timestamp of a name', () => {
    expect(migrationTime('20261123202900_invoice_totals.sql')).toBe(Date.UTC(2026, 10, 23, 20, 29, 0));
  });

  it.each(['2026112320290_short.sql', '20261323000000_month.sql', '20260230000000_day.sql', 'lms.sql'])(
    'refuses %s',
    (file) => {
      expect(migrationTime(file)).toBeNull();
    },
  );
});

describe('supabase/migrations', () => {
  it('holds migrations', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it('names every file YYYYMMDDHHmmss_what.sql with a valid date', () => {
    expect(files.filter((file) => migrationTime(file) === null)).toEqual([]);
  });

  it('dates no migration in the future', () => {
    const now = Date.now();
    const future = files.filter((file) => (migrationTime(file) ?? 0) > now);
    expect(future, `migrations dated after ${new Date(now).toISOString()}`).toEqual([]);
  });

  it('has unique timestamps, increasing in the order the files are applied', () => {
    const outOfOrder = applied.filter(
      (file, i) => i > 0 && (migrationTime(file) ?? 0) <= (migrationTime(applied[i - 1]) ?? 0),
    );
    expect(outOfOrder, 'migrations dated at or before the one applied before them').toEqual([]);
  });
});
