// The plan media type (`Accept: application/vnd.pgrst.plan…`, postgrest-js `.explain()`): PostgREST v14
// answers the EXPLAIN of the statement it would run, for reads, RPC (the function call) and writes
// (the mutation CTE). The EXPLAIN runs in the request's transaction, which is always rolled back, so
// `options=analyze` on a write or a volatile function executes it and leaves nothing behind.
import { send } from '../http';
import { RollbackWith } from '../request-tx';
import { inTransaction, type RestRequest } from './context';
import { planRequest, type PlanRequest } from './negotiate';

/** The plan the request asks for, or null; only where db-plan-enabled is on (otherwise a 406 type). */
export function requestedPlan(r: RestRequest): PlanRequest | null {
  return r.state.plan ? planRequest(r.req.headers.accept) : null;
}

export async function sendPlan(
  r: RestRequest,
  plan: PlanRequest,
  sql: string,
  opts: { readOnly: boolean; params?: unknown[] },
): Promise<void> {
  const options = [`FORMAT ${plan.format.toUpperCase()}`, ...plan.options.map((o) => o.toUpperCase())];
  const rows = await inTransaction(r, opts.readOnly, async (tx) => {
    const res = await tx.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (${options.join(', ')}) ${sql}`,
      opts.params ?? [],
    );
    return new RollbackWith(res.rows);
  });
  const first = rows[0]['QUERY PLAN'];
  const text =
    plan.format === 'json'
      ? JSON.stringify(typeof first === 'string' ? JSON.parse(first) : first)
      : rows.map((row) => String(row['QUERY PLAN'])).join('\n');
  send(
    r.res,
    200,
    { 'Content-Type': `application/vnd.pgrst.plan+${plan.format}; for="${plan.for}"; charset=utf-8` },
    r.method === 'HEAD' ? undefined : text,
  );
}
