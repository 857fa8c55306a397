// The Catálogo Nacional de Ocupaciones of the DC-3: its keys in the published order, the text the DC-3
// prints, and the same list in the migration that checks profiles.occupation and copies it on issue.
import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { isOccupationCode, OCCUPATIONS, occupationText, splitOccupation } from '@/utils/occupations';

describe('Catálogo Nacional de Ocupaciones (DC-3)', () => {
  it('holds the 11 áreas, each followed by its subáreas, with keys in order', () => {
    const areas = OCCUPATIONS.filter((o) => !o.code.includes('.'));
    expect(areas.map((a) => a.code)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
    ]);
    expect(OCCUPATIONS).toHaveLength(66);
    let area = '';
    for (const { code } of OCCUPATIONS) {
      if (!code.includes('.')) area = code;
      else expect(code.startsWith(`${area}.`), code).toBe(true);
    }
    expect(new Set(OCCUPATIONS.map((o) => o.code)).size).toBe(66);
  });

  it('prints a key with its name as the catalogue does, and an unknown key as it is', () => {
    expect(occupationText('04.4')).toBe('04.4 Informática');
    expect(occupationText('09.4')).toBe('09.4 Protección de bienes y/o personas');
    expect(occupationText('01')).toBe('01 Cultivo, crianza y aprovechamiento');
    expect(occupationText('99')).toBe('99');
    expect(occupationText(null)).toBe('');
    expect(isOccupationCode('07.8')).toBe(true);
    expect(isOccupationCode('7.8')).toBe(false);
    expect(isOccupationCode('Comercio')).toBe(false);
  });

  it('splits what a certificate was issued with into key and name; older free text has no key', () => {
    expect(splitOccupation('05.7 Productos metálicos y de hule y plástico')).toEqual({
      code: '05.7',
      label: 'Productos metálicos y de hule y plástico',
    });
    expect(splitOccupation('Técnico de mantenimiento')).toEqual({
      code: '',
      label: 'Técnico de mantenimiento',
    });
    expect(splitOccupation('12.1 Astronáutica')).toEqual({ code: '', label: '12.1 Astronáutica' });
    expect(splitOccupation(null)).toEqual({ code: '', label: '' });
  });

  it('is the list the database checks and copies (app.occupation_catalogue)', () => {
    const dir = 'supabase/migrations';
    const file = readdirSync(dir).find((name) => name.endsWith('_occupation_catalogue.sql'))!;
    const sql = readFileSync(`${dir}/${file}`, 'utf8');
    const body = sql.slice(sql.indexOf('app.occupation_catalogue()'), sql.indexOf('as c(code, name)'));
    const rows = [...body.matchAll(/\('([\d.]+)', '([^']+)'\)/g)].map((m) => ({ code: m[1], label: m[2] }));
    expect(rows).toEqual(OCCUPATIONS.map((o) => ({ code: o.code, label: o.label })));
  });
});
