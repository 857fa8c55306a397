import { describe, expect, it } from 'vitest';

import { expectError, raw, useGateway } from './helpers';

// Every filter operator of the reference, on the seeded users (ana, beto, carla, dani, elena).
const env = useGateway();

const users = () => env.anon.from('users').select('username').order('username');

async function names(query: PromiseLike<{ data: unknown; error: unknown }>): Promise<string[]> {
  const { data, error } = await query;
  expect(error).toBeNull();
  return (data as { username: string }[]).map((row) => row.username);
}

describe.shuffle('comparison operators', () => {
  it('eq, neq, gt, gte, lt, lte', async () => {
    expect(await names(users().eq('status', 'ONLINE'))).toEqual(['ana', 'dani']);
    expect(await names(users().neq('status', 'ONLINE'))).toEqual(['beto', 'carla', 'elena']);
    expect(await names(users().gt('big', 1))).toEqual(['ana', 'carla', 'elena']);
    expect(await names(users().gte('big', 2))).toEqual(['ana', 'carla', 'elena']);
    expect(await names(users().lt('big', 3))).toEqual(['beto', 'carla']);
    expect(await names(users().lte('big', 3))).toEqual(['beto', 'carla', 'elena']);
  });

  it('repeated keys on one column are ANDed', async () => {
    expect(await names(users().gte('big', 1).lte('big', 2))).toEqual(['beto', 'carla']);
  });

  it('like and ilike, with * as wildcard', async () => {
    expect(await names(users().like('catchphrase', '*mundo'))).toEqual(['ana']);
    expect(await names(users().like('catchphrase', '%mundo'))).toEqual(['ana']);
    expect(await names(users().ilike('catchphrase', 'adi*'))).toEqual(['beto']);
    expect(await names(users().like('catchphrase', 'adi*'))).toEqual([]);
  });

  it('match and imatch (regular expressions)', async () => {
    expect(await names(users().filter('catchphrase', 'match', '^Hola'))).toEqual(['ana']);
    expect(await names(users().filter('catchphrase', 'imatch', '^hola'))).toEqual(['ana']);
  });

  it('is null / not.is.null / is true / is false', async () => {
    expect(await names(users().is('catchphrase', null))).toEqual(['carla']);
    expect(await names(users().not('catchphrase', 'is', null))).toEqual(['ana', 'beto', 'dani', 'elena']);
    const done = await env.service.from('todos').select('id').is('done', true);
    expect(done.data).toEqual([{ id: 2 }]);
    const open = await env.service.from('todos').select('id').is('done', false).order('id');
    expect(open.data).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('isdistinct treats null as a value', async () => {
    expect(await names(users().filter('country_id', 'isdistinct', '1'))).toEqual(['beto', 'dani', 'elena']);
  });

  it('in, with quoted values, not.in and the empty list', async () => {
    expect(await names(users().in('username', ['ana', 'carla']))).toEqual(['ana', 'carla']);
    expect(await names(users().in('catchphrase', ['Adiós, amigos', 'Sí (o no)']))).toEqual(['beto', 'dani']);
    expect(await names(users().not('username', 'in', '(ana,beto)'))).toEqual(['carla', 'dani', 'elena']);
    expect(await names(users().in('username', []))).toEqual([]);
    expect(await names(users().in('status', ['AWAY', 'OFFLINE']))).toEqual(['beto', 'carla', 'elena']);
  });

  it('in with an escaped double quote inside a quoted value', async () => {
    const qs = new URLSearchParams({ select: 'username', catchphrase: 'in.("El \\"jefe\\", dijo")' });
    const res = await raw(env.gw, `/users?${qs}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([{ username: 'elena' }]);
  });

  it('(any) and (all) modifiers', async () => {
    expect(await names(users().likeAnyOf('username', ['a*', 'e*']))).toEqual(['ana', 'elena']);
    expect(await names(users().likeAllOf('username', ['*a*', '*n*']))).toEqual(['ana', 'dani', 'elena']);
    expect(await names(users().filter('username', 'eq(any)', '{ana,beto}'))).toEqual(['ana', 'beto']);
    expect(await names(users().filter('big', 'gt(all)', '{1,2}'))).toEqual(['ana', 'elena']);
  });
});

describe.shuffle('array, jsonb and range operators', () => {
  it('cs, cd, ov on arrays', async () => {
    expect(await names(users().contains('tags', ['a']))).toEqual(['ana', 'elena']);
    expect(await names(users().containedBy('tags', ['b', 'c']))).toEqual(['beto', 'carla', 'dani']);
    expect(await names(users().overlaps('tags', ['b']))).toEqual(['ana', 'beto']);
  });

  it('filters on JSON paths', async () => {
    expect(await names(users().eq('data->>lang', 'es'))).toEqual(['ana', 'carla']);
    expect(await names(users().gt('data->level', 2))).toEqual(['ana', 'elena']);
    expect(await names(users().eq('data->nested->>x', '1'))).toEqual(['ana']);
  });

  it('cs and cd on jsonb', async () => {
    expect(await names(users().contains('data', { lang: 'es' }))).toEqual(['ana', 'carla']);
    expect(await names(users().containedBy('data', { lang: 'en', level: 1, extra: true }))).toEqual(['beto']);
  });

  it('range operators cs, cd, ov, sl, sr, nxr, nxl, adj', async () => {
    expect(await names(users().contains('age_range', '[26,28)'))).toEqual(['ana', 'carla']);
    expect(await names(users().containedBy('age_range', '[20,40)'))).toEqual(['ana', 'beto', 'carla']);
    expect(await names(users().overlaps('age_range', '[28,32)'))).toEqual(['ana', 'beto', 'carla']);
    expect(await names(users().rangeLt('age_range', '[35,40)'))).toEqual(['ana', 'carla']);
    expect(await names(users().rangeGt('age_range', '[20,30)'))).toEqual(['beto', 'elena']);
    expect(await names(users().rangeLte('age_range', '[20,35)'))).toEqual(['ana', 'carla']);
    expect(await names(users().rangeGte('age_range', '[30,31)'))).toEqual(['beto', 'elena']);
    expect(await names(users().rangeAdjacent('age_range', '[10,20)'))).toEqual(['ana']);
  });
});

describe.shuffle('full-text search', () => {
  const docs = () => env.anon.from('documents').select('id').order('id');
  const ids = async (q: PromiseLike<{ data: unknown }>) =>
    ((await q).data as { id: number }[]).map((r) => r.id);

  it('fts, plfts, phfts and wfts on a tsvector column', async () => {
    expect(await ids(docs().textSearch('body_tsv', 'cat'))).toEqual([1, 2]);
    expect(await ids(docs().textSearch('body_tsv', 'cat & rat', { config: 'english' }))).toEqual([1]);
    expect(
      await ids(docs().textSearch('body_tsv', 'fat cats', { type: 'plain', config: 'english' })),
    ).toEqual([1]);
    expect(
      await ids(docs().textSearch('body_tsv', 'chase cats', { type: 'phrase', config: 'english' })),
    ).toEqual([2]);
    expect(
      await ids(docs().textSearch('body_tsv', 'cats chase', { type: 'phrase', config: 'english' })),
    ).toEqual([]);
    expect(
      await ids(
        docs().textSearch('body_tsv', '"deep sea" or dogs', { type: 'websearch', config: 'english' }),
      ),
    ).toEqual([2, 3]);
  });

  it('fts on a text column goes through to_tsvector', async () => {
    expect(await ids(docs().textSearch('body', 'fish', { config: 'english' }))).toEqual([3]);
    expect(await ids(docs().not('body', 'fts(english)', 'cats'))).toEqual([3]);
  });
});

describe.shuffle('logic trees', () => {
  it('or with a nested and', async () => {
    expect(await names(users().or('status.eq.AWAY,and(status.eq.ONLINE,country_id.is.null)'))).toEqual([
      'carla',
      'dani',
    ]);
  });

  it('or with nested and/not and array values', async () => {
    expect(await names(users().or('username.eq.beto,and(tags.cs.{a},status.not.eq.OFFLINE)'))).toEqual([
      'ana',
      'beto',
    ]);
  });

  it('quoted values inside or', async () => {
    expect(await names(users().or('catchphrase.eq."Adiós, amigos",username.eq.dani'))).toEqual([
      'beto',
      'dani',
    ]);
  });

  it('not.or and and= groups', async () => {
    const notOr = await raw(
      env.gw,
      '/users?select=username&order=username&not.or=(status.eq.ONLINE,status.eq.AWAY)',
    );
    expect(notOr.json).toEqual([{ username: 'beto' }, { username: 'elena' }]);
    const and = await raw(
      env.gw,
      '/users?select=username&order=username&and=(big.gte.2,or(country_id.eq.3,tags.cs.{b}))',
    );
    expect(and.json).toEqual([{ username: 'ana' }, { username: 'elena' }]);
  });

  it('a filter that does not parse is 400 PGRST100', async () => {
    const res = await raw(env.gw, '/users?username=noop.0');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: 'PGRST100',
      message: '"failed to parse filter (noop.0)" (line 1, column 1)',
      details: 'unexpected "o" expecting "not" or operator (eq, gt, ...)',
      hint: null,
    });
  });

  it('an invalid value for the column type is 400 22P02', async () => {
    const res = await users().eq('big', 'abc');
    expectError(res, 400, {
      code: '22P02',
      message: 'invalid input syntax for type bigint: "abc"',
      details: null,
      hint: null,
    });
  });
});
