// PostgREST's in-database configuration: `alter role authenticator set pgrst.<name> = '<value>'` (how
// Supabase's dashboard turns on aggregates), read at start and on NOTIFY pgrst, 'reload config'.
// As in PostgREST, a value set in the database wins over the gateway's own option.

interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface DbConfig {
  aggregates?: boolean;
  plan?: boolean;
  maxRows?: number;
}

const SQL = `
select split_part(kv, '=', 1) as name, substr(kv, strpos(kv, '=') + 1) as value
from pg_db_role_setting s
join pg_roles r on r.oid = s.setrole and r.rolname = 'authenticator'
cross join lateral unnest(s.setconfig) as kv
where (s.setdatabase = 0 or s.setdatabase = (select oid from pg_database where datname = current_database()))
  and kv like 'pgrst.%'
order by s.setdatabase`;

export async function readDbConfig(db: Queryable): Promise<DbConfig> {
  const out: DbConfig = {};
  // Database-specific settings come last and override the ones for every database.
  for (const { name, value } of (await db.query<{ name: string; value: string }>(SQL)).rows) {
    if (name === 'pgrst.db_aggregates_enabled') out.aggregates = /^(true|on|yes|1)$/i.test(value.trim());
    if (name === 'pgrst.db_plan_enabled') out.plan = /^(true|on|yes|1)$/i.test(value.trim());
    if (name === 'pgrst.db_max_rows' && /^\d+$/.test(value.trim())) out.maxRows = Number(value.trim());
  }
  return out;
}
