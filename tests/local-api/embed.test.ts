import { describe, expect, it } from 'vitest';

import { expectError, raw, useGateway } from './helpers';

// Embedded resources of every cardinality, hints, inner/left, nesting, embed filters, spread.
const env = useGateway();

describe.shuffle('embeds by cardinality', () => {
  it('many-to-one yields an object', async () => {
    const res = await env.anon.from('messages').select('id, channel:channels(slug)').order('id').limit(2);
    expect(res.data).toEqual([
      { id: 1, channel: { slug: 'general' } },
      { id: 2, channel: { slug: 'general' } },
    ]);
  });

  it('one-to-many yields an array, [] when empty', async () => {
    const res = await env.anon
      .from('channels')
      .select('slug, messages(id)')
      .order('id')
      .order('id', { referencedTable: 'messages' });
    expect(res.data).toEqual([
      { slug: 'general', messages: [{ id: 1 }, { id: 2 }, { id: 5 }] },
      { slug: 'random', messages: [{ id: 3 }, { id: 4 }] },
      { slug: 'empty', messages: [] },
    ]);
  });

  it('one-to-one yields an object or null, both ways', async () => {
    const res = await env.anon.from('users').select('username, profiles(bio)').order('username').limit(3);
    expect(res.data).toEqual([
      { username: 'ana', profiles: { bio: 'Desarrolladora' } },
      { username: 'beto', profiles: { bio: 'Diseñador' } },
      { username: 'carla', profiles: null },
    ]);
    const back = await env.anon.from('profiles').select('username, users(status)').eq('username', 'ana');
    expect(back.data).toEqual([{ username: 'ana', users: { status: 'ONLINE' } }]);
  });

  it('many-to-many through the junction table', async () => {
    const res = await env.anon
      .from('users')
      .select('username, teams(name)')
      .order('username')
      .order('name', { referencedTable: 'teams' });
    expect(res.data).toEqual([
      { username: 'ana', teams: [{ name: 'Backend' }, { name: 'Frontend' }] },
      { username: 'beto', teams: [{ name: 'Backend' }] },
      { username: 'carla', teams: [{ name: 'Frontend' }] },
      { username: 'dani', teams: [] },
      { username: 'elena', teams: [] },
    ]);
  });

  it('embeds from a view through its base table FK', async () => {
    const res = await env.anon.from('active_users').select('username, countries(name)').order('username');
    expect(res.data).toEqual([
      { username: 'ana', countries: { name: 'México' } },
      { username: 'carla', countries: { name: 'México' } },
      { username: 'dani', countries: null },
    ]);
  });

  it('embeds a view from its base table FK (one-to-many)', async () => {
    const res = await env.anon
      .from('countries')
      .select('name, active_users(username)')
      .order('id')
      .order('username', { referencedTable: 'active_users' });
    expect(res.data).toEqual([
      { name: 'México', active_users: [{ username: 'ana' }, { username: 'carla' }] },
      { name: 'Chile', active_users: [] },
      { name: 'Perú', active_users: [] },
    ]);
  });

  it('embed columns come after plain columns and nest to any depth', async () => {
    const res = await raw(
      env.gw,
      '/channels?select=messages(id,author:users!messages_username_fkey(username,countries(name))),slug&id=eq.2&messages.order=id',
    );
    expect(res.status).toBe(200);
    expect(res.text.indexOf('"slug"')).toBeLessThan(res.text.indexOf('"messages"'));
    expect(res.json).toEqual([
      {
        slug: 'random',
        messages: [
          { id: 3, author: { username: 'ana', countries: { name: 'México' } } },
          { id: 4, author: { username: 'carla', countries: { name: 'México' } } },
        ],
      },
    ]);
  });
});

describe.shuffle('ambiguity and hints', () => {
  it('two FKs to the same table is 300 PGRST201 with details and hint', async () => {
    const res = await env.anon.from('messages').select('id, users(username)');
    expect(res.status).toBe(300);
    const error = res.error as unknown as {
      code: string;
      message: string;
      details: { relationship: string }[];
      hint: string;
    };
    expect(error.code).toBe('PGRST201');
    expect(error.message).toBe(
      "Could not embed because more than one relationship was found for 'messages' and 'users'",
    );
    expect(error.details).toHaveLength(2);
    expect(error.details).toEqual(
      expect.arrayContaining([
        {
          cardinality: 'many-to-one',
          embedding: 'messages with users',
          relationship: 'messages_username_fkey using messages(username) and users(username)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'messages with users',
          relationship: 'messages_reviewer_fkey using messages(reviewer) and users(username)',
        },
      ]),
    );
    // The hint lists the candidates in the same order as details.
    const names = error.details.map((d) => `'users!${d.relationship.split(' ')[0]}'`).join(', ');
    expect(error.hint).toBe(
      `Try changing 'users' to one of the following: ${names}. Find the desired relationship in the 'details' key.`,
    );
  });

  it('the reverse direction is ambiguous too (one-to-many)', async () => {
    const res = await env.anon.from('users').select('username, messages(id)');
    expect(res.status).toBe(300);
    const error = res.error as unknown as { code: string; message: string; details: unknown[] };
    expect(error.code).toBe('PGRST201');
    expect(error.message).toBe(
      "Could not embed because more than one relationship was found for 'users' and 'messages'",
    );
    expect(error.details).toEqual(
      expect.arrayContaining([
        {
          cardinality: 'one-to-many',
          embedding: 'users with messages',
          relationship: 'messages_username_fkey using users(username) and messages(username)',
        },
        {
          cardinality: 'one-to-many',
          embedding: 'users with messages',
          relationship: 'messages_reviewer_fkey using users(username) and messages(reviewer)',
        },
      ]),
    );
  });

  it('a constraint-name hint or a column hint disambiguates', async () => {
    const res = await env.anon
      .from('messages')
      .select('id, author:users!messages_username_fkey(username), reviewer:users!reviewer(username)')
      .in('id', [1, 2])
      .order('id');
    expect(res.error).toBeNull();
    expect(res.data).toEqual([
      { id: 1, author: { username: 'ana' }, reviewer: { username: 'beto' } },
      { id: 2, author: { username: 'beto' }, reviewer: null },
    ]);
  });

  it('no relationship is 400 PGRST200', async () => {
    const res = await env.anon.from('countries').select('name, teams(name)');
    expect(res.status).toBe(400);
    const error = res.error as unknown as Record<string, unknown>;
    expect(error.code).toBe('PGRST200');
    expect(error.message).toBe(
      "Could not find a relationship between 'countries' and 'teams' in the schema cache",
    );
    expect(error.details).toBe(
      "Searched for a foreign key relationship between 'countries' and 'teams' in the schema 'public', but no matches were found.",
    );
  });
  it('a misspelt embed is PGRST200 with a suggestion', async () => {
    const res = await env.anon.from('messages').select('id, channel(slug)');
    expectError(res, 400, {
      code: 'PGRST200',
      message: "Could not find a relationship between 'messages' and 'channel' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'messages' and 'channel' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'channels' instead of 'channel'.",
    });
  });
});

describe.shuffle('inner, left and embed filters', () => {
  it('an embed filter filters only the embedded rows', async () => {
    const res = await env.anon
      .from('channels')
      .select('slug, messages(id)')
      .eq('messages.username', 'dani')
      .order('id');
    expect(res.data).toEqual([
      { slug: 'general', messages: [{ id: 5 }] },
      { slug: 'random', messages: [] },
      { slug: 'empty', messages: [] },
    ]);
  });

  it('!inner drops parents without a match; !left keeps them', async () => {
    const inner = await env.anon
      .from('channels')
      .select('slug, messages!inner(id)')
      .eq('messages.username', 'dani');
    expect(inner.data).toEqual([{ slug: 'general', messages: [{ id: 5 }] }]);
    const left = await env.anon
      .from('channels')
      .select('slug, messages!left(id)')
      .eq('messages.username', 'dani');
    expect(left.data).toHaveLength(3);
  });

  it('!inner on a to-one embed drops parents whose embed is filtered out', async () => {
    const res = await env.anon
      .from('messages')
      .select('id, channels!inner(slug)')
      .eq('channels.slug', 'random')
      .order('id');
    expect(res.data).toEqual([
      { id: 3, channels: { slug: 'random' } },
      { id: 4, channels: { slug: 'random' } },
    ]);
  });

  it('order, limit and offset inside an embed', async () => {
    const res = await env.anon
      .from('channels')
      .select('slug, messages(id)')
      .order('id')
      .order('id', { referencedTable: 'messages', ascending: false })
      .range(1, 1, { referencedTable: 'messages' });
    expect(res.data).toEqual([
      { slug: 'general', messages: [{ id: 2 }] },
      { slug: 'random', messages: [{ id: 3 }] },
      { slug: 'empty', messages: [] },
    ]);
    const limited = await env.anon
      .from('channels')
      .select('slug, messages(id)')
      .eq('id', 1)
      .order('id', { referencedTable: 'messages', ascending: false })
      .limit(2, { referencedTable: 'messages' });
    expect(limited.data).toEqual([{ slug: 'general', messages: [{ id: 5 }, { id: 2 }] }]);
  });

  it('rel=is.null and rel=not.is.null with an empty embed', async () => {
    const without = await env.anon
      .from('users')
      .select('username, profiles()')
      .is('profiles', null)
      .order('username');
    expect(without.data).toEqual([{ username: 'carla' }, { username: 'dani' }, { username: 'elena' }]);
    const withProfile = await env.anon
      .from('users')
      .select('username, profiles()')
      .not('profiles', 'is', null)
      .order('username');
    expect(withProfile.data).toEqual([{ username: 'ana' }, { username: 'beto' }]);
  });

  it('another operator on an embed is 400 PGRST120', async () => {
    const res = await raw(env.gw, '/users?select=username,profiles(bio)&profiles=eq.1');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: 'PGRST120',
      message: "Bad operator on the 'profiles' embedded resource",
      details: 'Only is null or not is null filters are allowed on embedded resources',
      hint: null,
    });
  });

  it('a filter on an embed that is not selected is 400 PGRST108', async () => {
    const res = await env.anon.from('messages').select('id').eq('channels.slug', 'general');
    expectError(res, 400, {
      code: 'PGRST108',
      message: "'channels' is not an embedded resource in this request",
      details: null,
      hint: "Verify that 'channels' is included in the 'select' query parameter.",
    });
  });
});

describe.shuffle('spread', () => {
  it('a to-one spread merges columns into the parent', async () => {
    const res = await env.anon
      .from('messages')
      .select('id, ...channels(channel_slug:slug, name)')
      .in('id', [1, 3])
      .order('id');
    expect(res.data).toEqual([
      { id: 1, channel_slug: 'general', name: 'General' },
      { id: 3, channel_slug: 'random', name: 'Aleatorio' },
    ]);
  });

  it('a to-many spread yields one array per column', async () => {
    const res = await env.anon
      .from('channels')
      .select('slug, ...messages(id)')
      .eq('id', 2)
      .order('id', { referencedTable: 'messages' });
    expect(res.data).toEqual([{ slug: 'random', id: [3, 4] }]);
  });
});
