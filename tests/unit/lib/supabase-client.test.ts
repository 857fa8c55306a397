// The app's Supabase client sends what supabase-js's createClient sent: the same URLs, the anon key as
// `apikey`, and the user's token (else the anon key) as the bearer.
import { createPortalClient, withAuth } from '@/lib/supabase-client';

function recorder() {
  const calls: { url: string; method: string; headers: Headers; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('createPortalClient', () => {
  it('queries PostgREST anonymously with the anon key as apikey and bearer', async () => {
    const { calls, fetch } = recorder();
    const client = createPortalClient({
      url: 'http://api.test',
      anonKey: 'anon',
      accessToken: async () => null,
      fetch,
    });
    const { error } = await client.from('companies').select('id,name').eq('id', 'c1');
    expect(error).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('http://api.test/rest/v1/companies?select=id%2Cname&id=eq.c1');
    expect(calls[0].headers.get('apikey')).toBe('anon');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer anon');
  });

  it("sends the user's token as bearer on RPCs and Storage, asking for it at each request", async () => {
    const { calls, fetch } = recorder();
    let token: string | null = 'token-1';
    const client = createPortalClient({
      url: 'http://api.test/',
      anonKey: 'anon',
      accessToken: async () => token,
      fetch,
    });
    await client.rpc('resolve_login_email', { p_username: 'ana' });
    token = 'token-2';
    await client.storage.from('invoices').download('c1/f.pdf');
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', 'http://api.test/rest/v1/rpc/resolve_login_email'],
      ['GET', 'http://api.test/storage/v1/object/invoices/c1/f.pdf'],
    ]);
    expect(JSON.parse(String(calls[0].body))).toEqual({ p_username: 'ana' });
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(calls.map((c) => c.headers.get('apikey'))).toEqual(['anon', 'anon']);
  });

  it('leaves apikey and Authorization headers the caller set as they are', async () => {
    const { calls, fetch } = recorder();
    const authed = withAuth(fetch, 'anon', async () => 'token');
    await authed('http://api.test/x', { headers: { apikey: 'other', Authorization: 'Bearer mine' } });
    await authed('http://api.test/y');
    expect(calls.map((c) => [c.headers.get('apikey'), c.headers.get('Authorization')])).toEqual([
      ['other', 'Bearer mine'],
      ['anon', 'Bearer token'],
    ]);
  });
});
