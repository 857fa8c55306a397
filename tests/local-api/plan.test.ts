import { describe, expect, it } from 'vitest';

import { raw, useGateway } from './helpers';

// The plan media type (postgrest-js `.explain()`) on RPC and writes, as PostgREST v14 answers it: the
// EXPLAIN of the function call or of the mutation, in a transaction that is always rolled back.
const env = useGateway({ plan: true });

type JsonPlan = { Plan: PlanNode }[];
interface PlanNode {
  'Node Type': string;
  Operation?: string;
  Output?: string[];
  Plans?: PlanNode[];
}

/** Every node of a JSON plan, depth first. */
function nodes(n: PlanNode): PlanNode[] {
  return [n, ...(n.Plans ?? []).flatMap(nodes)];
}

async function logNotes(note: string): Promise<number> {
  const { rows } = await env.gw.db.query<{ n: number }>(
    'select count(*)::int as n from public.logs where note = $1',
    [note],
  );
  return rows[0].n;
}

describe.shuffle('plans of RPC', () => {
  it('explains the function call, as JSON or text', async () => {
    const json = await env.anon
      .rpc('add_log', { note: 'rpc-json' })
      .explain({ format: 'json', verbose: true });
    expect(json.status).toBe(200);
    const plan = json.data as unknown as JsonPlan;
    expect(JSON.stringify(plan[0].Plan)).toContain('add_log(');
    const text = await env.anon.rpc('series', { n: 3 }).explain({ verbose: true });
    expect(text.status).toBe(200);
    // The SQL function is inlined: its body and the arguments' record appear in the plan.
    expect(String(text.data)).toContain('generate_series(1, _b.n)');
    expect(String(text.data)).toContain(`json_to_record('{"n":3}'::json)`);
  });

  it('with analyze runs a volatile function and rolls its writes back', async () => {
    const res = await env.service.rpc('add_log', { note: 'rpc-analyze' }).explain({ analyze: true });
    expect(res.status).toBe(200);
    expect(String(res.data)).toMatch(/actual time=/);
    expect(await logNotes('rpc-analyze')).toBe(0);
  });

  it('answers the plan content type for a GET call too', async () => {
    const res = await raw(env.gw, '/rpc/add_them?a=1&b=2', {
      headers: { apikey: env.gw.anonKey, Accept: 'application/vnd.pgrst.plan+json; for="application/json"' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8',
    );
    expect((res.json as JsonPlan)[0].Plan['Node Type']).toBeTruthy();
  });
});

describe.shuffle('plans of writes', () => {
  it('explains an insert with analyze and leaves no row behind', async () => {
    const res = await env.service
      .from('logs')
      .insert({ note: 'insert-analyze' })
      .select()
      .explain({ analyze: true, format: 'json' });
    expect(res.status).toBe(200);
    const all = nodes((res.data as unknown as JsonPlan)[0].Plan);
    const insert = all.find((n) => n['Node Type'] === 'ModifyTable');
    expect(insert?.Operation).toBe('Insert');
    expect(await logNotes('insert-analyze')).toBe(0);
  });

  it('explains an update and a delete, whose changes are rolled back', async () => {
    await env.gw.db.query("insert into public.logs (note) values ('keep-me')");
    const update = await env.service
      .from('logs')
      .update({ note: 'changed' })
      .eq('note', 'keep-me')
      .explain({ analyze: true, format: 'json' });
    const updateOps = nodes((update.data as unknown as JsonPlan)[0].Plan).map((n) => n.Operation);
    expect(updateOps).toContain('Update');
    const del = await env.service.from('logs').delete().eq('note', 'keep-me').explain({ analyze: true });
    expect(del.status).toBe(200);
    expect(String(del.data)).toMatch(/Delete on (public\.)?logs/);
    expect(await logNotes('keep-me')).toBe(1);
    expect(await logNotes('changed')).toBe(0);
    await env.gw.db.query("delete from public.logs where note = 'keep-me'");
  });

  it('privileges still apply inside the explained write', async () => {
    const res = await env.anon.from('secrets').insert({ id: 99, value: 'x' }).explain({ analyze: true });
    expect(res.status).toBe(401);
    expect((res.error as unknown as { code: string }).code).toBe('42501');
  });
});

describe.shuffle('the setting in the database wins over the option', () => {
  it('db_plan_enabled = false turns the plan media type off for RPC and writes (406)', async () => {
    await env.gw.db.exec(
      "alter role authenticator set pgrst.db_plan_enabled = 'false'; notify pgrst, 'reload config';",
    );
    try {
      let rpc = await env.anon.rpc('add_them', { a: 1, b: 2 }).explain();
      for (let i = 0; i < 50 && rpc.status !== 406; i++) {
        await new Promise((r) => setTimeout(r, 100));
        rpc = await env.anon.rpc('add_them', { a: 1, b: 2 }).explain();
      }
      expect(rpc.status).toBe(406);
      expect((rpc.error as unknown as { code: string }).code).toBe('PGRST107');
      const write = await env.service.from('logs').insert({ note: 'off' }).explain();
      expect(write.status).toBe(406);
      expect(await logNotes('off')).toBe(0);
    } finally {
      await env.gw.db.exec(
        "alter role authenticator reset pgrst.db_plan_enabled; notify pgrst, 'reload config';",
      );
    }
  });
});
