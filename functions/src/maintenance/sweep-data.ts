// The sweep's database and Storage over HTTP with the service-role key (RLS bypassed: it reads every
// object and row, which no caller may). Used by the scheduled function, the local stack and
// `npm run consistency`.
import { restClient, type RestConfig } from '../lib/rest';
import type { ConsistencyRow, IssueRow, SweepData, SweepStorage } from './storage-sweep';

/** One answer holds at most this many rows (PostgREST's max_rows on Supabase). */
const PAGE = 1000;
const CHECK_ORDER = 'kind,bucket,object_name,table_name,column_name,row_id';

const inList = (values: string[]) => `in.(${values.map((v) => encodeURIComponent(`"${v}"`)).join(',')})`;

export function sweepData(config: RestConfig, serviceKey: string): SweepData {
  const rest = restClient(config, serviceKey, serviceKey);
  return {
    async check(graceSeconds) {
      const rows: ConsistencyRow[] = [];
      for (let offset = 0; ; offset += PAGE) {
        const page = await rest.post<ConsistencyRow[]>(
          `rpc/storage_consistency?order=${CHECK_ORDER}&limit=${PAGE}&offset=${offset}`,
          { p_grace_seconds: graceSeconds },
        );
        rows.push(...page);
        if (page.length < PAGE) return rows;
      }
    },
    record(missing, orphans) {
      return rest.post<IssueRow[]>('rpc/record_storage_sweep', { p_missing: missing, p_orphans: orphans });
    },
    async markNotified(issueIds, at) {
      for (let i = 0; i < issueIds.length; i += 100) {
        await rest.patch(`storage_consistency_issues?id=${inList(issueIds.slice(i, i + 100))}`, {
          notified_at: at,
        });
      }
    },
    async activeAdminEmails() {
      const rows = await rest.get<Array<{ email: string | null }>>(
        'profiles?select=email&role=eq.admin&active=is.true&order=email',
      );
      return rows.flatMap((r) => (r.email ? [r.email] : []));
    },
    async companyNames(ids) {
      const names = new Map<string, string>();
      for (let i = 0; i < ids.length; i += 100) {
        const rows = await rest.get<Array<{ id: string; name: string }>>(
          `companies?select=id,name&id=${inList(ids.slice(i, i + 100))}`,
        );
        for (const row of rows) names.set(row.id, row.name);
      }
      return names;
    },
  };
}

export function sweepStorageApi(config: RestConfig, serviceKey: string): SweepStorage {
  return {
    async remove(bucket, names) {
      const res = await fetch(
        `${config.url.replace(/\/$/, '')}/storage/v1/object/${encodeURIComponent(bucket)}`,
        {
          method: 'DELETE',
          headers: {
            apikey: serviceKey,
            Authorization: `Bearer ${serviceKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ prefixes: names }),
        },
      );
      if (!res.ok) throw new Error(`Storage respondió ${res.status}: ${await res.text()}`);
    },
  };
}
