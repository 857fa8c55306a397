import { describe, expect, it } from 'vitest';

import { escapeLike, ilikeAny } from '@/utils/search';

import { matches } from '../kit/postgrest-filter';

describe('escapeLike', () => {
  it('makes LIKE wildcards and the escape character literal', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(escapeLike('plain text')).toBe('plain text');
  });
});

describe('ilikeAny', () => {
  it('builds one quoted ilike per column, trimmed', () => {
    expect(ilikeAny(['name', 'notes'], '  Opinión ')).toBe('name.ilike."%Opinión%",notes.ilike."%Opinión%"');
  });

  it('keeps PostgREST-reserved characters and quotes inside the value', () => {
    expect(ilikeAny(['name'], 'a,b.(c) "d"\\')).toBe('name.ilike."%a,b.(c) \\"d\\"\\\\\\\\%"');
  });

  it('finds what was typed, literally, when a server evaluates it', () => {
    const filter = `(${ilikeAny(['name', 'notes'], '10% (IMSS)')})`;
    expect(matches({ name: 'Pago 10% (IMSS) marzo', notes: null }, 'or', filter)).toBe(true);
    expect(matches({ name: 'Pago 10 IMSS', notes: 'x' }, 'or', filter)).toBe(false);
    expect(matches({ name: 'x', notes: 'nota 10% (imss)' }, 'or', filter)).toBe(true);
  });
});
