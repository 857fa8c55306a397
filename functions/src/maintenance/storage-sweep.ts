// The storage sweep: keeps Storage and the rows that reference its objects consistent. The database
// compares them in one snapshot (`storage_consistency`, over the `file_references` view); the sweep
// removes the orphans older than the grace period (an upload whose row never came, or whose row was
// deleted and the object not), records what it found in `storage_consistency_issues`, and e-mails the
// active admins each row whose object is missing, once: that it cannot repair (the file is gone).
// The scheduled function (index.ts), the local stack's timer and `npm run consistency` all run this.
import type { Database } from '../../../src/types/database';
import type { Mailer, Provider } from '../mail/types';
import { storageReportMail } from '../mail/storage-report';

type CheckRow = Database['public']['Functions']['storage_consistency']['Returns'][number];
/** A row of storage_consistency: an orphan has no row columns, a missing object no object time. */
export type ConsistencyRow = Pick<CheckRow, 'kind' | 'bucket' | 'object_name'> & {
  [K in Exclude<keyof CheckRow, 'kind' | 'bucket' | 'object_name'>]: CheckRow[K] | null;
};
export type IssueRow = Database['public']['Tables']['storage_consistency_issues']['Row'];

export interface OrphanOutcome {
  bucket: string;
  object_name: string;
  removed: boolean;
}

/** What the sweep reads and writes in the database, with the service role. */
export interface SweepData {
  /** Every orphan last written more than graceSeconds ago, and every reference whose object is missing. */
  check(graceSeconds: number): Promise<ConsistencyRow[]>;
  /** Records a sweep; answers the open missing-object issues not yet e-mailed. */
  record(missing: ConsistencyRow[], orphans: OrphanOutcome[]): Promise<IssueRow[]>;
  markNotified(issueIds: string[], at: string): Promise<void>;
  activeAdminEmails(): Promise<string[]>;
  companyNames(ids: string[]): Promise<Map<string, string>>;
}

/** Storage, with the service role. */
export interface SweepStorage {
  /** Removes these objects of the bucket (at most 1,000); rejects when Storage refuses. */
  remove(bucket: string, names: string[]): Promise<void>;
}

export interface SweepDeps {
  data: SweepData;
  storage: SweepStorage;
  /** Without a mailer nobody is e-mailed (the issues stay un-notified for the next sweep that has one). */
  mailer?: Mailer;
  provider?: Provider;
  now?: () => Date;
}

export interface SweepOptions {
  /** Objects written less than this long ago are left alone: their row may be on its way. */
  graceSeconds: number;
  /** False: only report (nothing removed, recorded or e-mailed). */
  repair: boolean;
}

export interface SweepReport {
  orphans: Array<ConsistencyRow & { removed: boolean }>;
  missing: ConsistencyRow[];
  /** The admins e-mailed about newly found missing objects. */
  notified: string[];
  /** Why removing a batch or e-mailing failed (the next sweep tries again). */
  errors: string[];
}

/** Supabase Storage removes at most 1,000 objects per request. */
export const REMOVE_BATCH = 1000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function removeOrphans(
  storage: SweepStorage,
  orphans: ConsistencyRow[],
  errors: string[],
): Promise<Set<string>> {
  const removed = new Set<string>();
  const byBucket = new Map<string, string[]>();
  for (const o of orphans) byBucket.set(o.bucket, [...(byBucket.get(o.bucket) ?? []), o.object_name]);
  for (const [bucket, names] of byBucket) {
    for (let i = 0; i < names.length; i += REMOVE_BATCH) {
      const batch = names.slice(i, i + REMOVE_BATCH);
      try {
        await storage.remove(bucket, batch);
        for (const name of batch) removed.add(`${bucket}/${name}`);
      } catch (error) {
        const what =
          batch.length === 1
            ? 'No se pudo eliminar 1 archivo'
            : `No se pudieron eliminar ${batch.length} archivos`;
        errors.push(`${what} de ${bucket}: ${message(error)}`);
      }
    }
  }
  return removed;
}

async function notifyAdmins(deps: SweepDeps, issues: IssueRow[], errors: string[]): Promise<string[]> {
  if (issues.length === 0 || !deps.mailer || !deps.provider) return [];
  const admins = await deps.data.activeAdminEmails();
  if (admins.length === 0) return [];
  const companyIds = [...new Set(issues.flatMap((i) => (i.company_id ? [i.company_id] : [])))];
  const companies = await deps.data.companyNames(companyIds);
  const sent: string[] = [];
  for (const to of admins) {
    try {
      await deps.mailer.send(storageReportMail({ to, issues, companies, provider: deps.provider }));
      sent.push(to);
    } catch (error) {
      errors.push(`No se pudo enviar el aviso a ${to}: ${message(error)}`);
    }
  }
  // Only when every admin got it: otherwise the next sweep sends it again.
  if (sent.length === admins.length) {
    const now = (deps.now ?? (() => new Date()))();
    await deps.data.markNotified(
      issues.map((i) => i.id),
      now.toISOString(),
    );
  }
  return sent;
}

export async function sweepStorage(deps: SweepDeps, options: SweepOptions): Promise<SweepReport> {
  const rows = await deps.data.check(Math.max(0, Math.floor(options.graceSeconds)));
  const found = rows.filter((r) => r.kind === 'orphan_object');
  const missing = rows.filter((r) => r.kind === 'missing_object');
  const errors: string[] = [];
  if (!options.repair) {
    return { orphans: found.map((o) => ({ ...o, removed: false })), missing, notified: [], errors };
  }
  const removed = await removeOrphans(deps.storage, found, errors);
  const orphans = found.map((o) => ({ ...o, removed: removed.has(`${o.bucket}/${o.object_name}`) }));
  const unnotified = await deps.data.record(
    missing,
    orphans.map(({ bucket, object_name, removed: r }) => ({ bucket, object_name, removed: r })),
  );
  const notified = await notifyAdmins(deps, unnotified, errors);
  return { orphans, missing, notified, errors };
}
