// `npm run consistency [-- --repair] [-- --grace-minutes N]`: the storage consistency report of the local
// stack (`npm start` must be running), by the same check the scheduled sweep runs: objects in Storage no
// row references (older than the grace period) and rows whose object is missing. Read-only unless
// --repair, which removes those orphans and records the findings for the admins (the stack's own sweep
// e-mails them). The API address and service-role key are the ones `npm start` wrote for the functions
// (functions/.env.local, functions/.secret.local); SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY override them.
// Exit code: 0 when nothing is left to fix, 1 otherwise.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { reportLines } from '../functions/src/maintenance/report-text';
import { sweepStorage } from '../functions/src/maintenance/storage-sweep';
import { sweepData, sweepStorageApi } from '../functions/src/maintenance/sweep-data';
import { PATHS, ROOT } from '../local/stack/config';
import { LOCAL_SWEEP_GRACE_SECONDS } from '../local/stack/storage-sweep';

const USAGE = `Uso: npm run consistency [-- --repair] [-- --grace-minutes N]
  --repair           elimina los archivos huérfanos y registra lo encontrado (sin él, solo informa)
  --grace-minutes N  deja los archivos escritos hace menos de N minutos (por omisión ${LOCAL_SWEEP_GRACE_SECONDS / 60})`;

function dotenv(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const values: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (!match) continue;
    const raw = match[2];
    values[match[1]] = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  }
  return values;
}

function parseArgs(argv: string[]): { repair: boolean; graceSeconds: number } {
  let repair = false;
  let graceSeconds = LOCAL_SWEEP_GRACE_SECONDS;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--repair') repair = true;
    else if (arg === '--grace-minutes' && /^\d+$/.test(argv[i + 1] ?? '')) {
      graceSeconds = Number(argv[i + 1]) * 60;
      i += 1;
    } else {
      console.log(USAGE);
      process.exit(arg === '--help' || arg === '-h' ? 0 : 2);
    }
  }
  return { repair, graceSeconds };
}

const { repair, graceSeconds } = parseArgs(process.argv.slice(2));
const functionsDir = join(ROOT, PATHS.functions);
const settings = {
  ...dotenv(join(functionsDir, '.env.local')),
  ...dotenv(join(functionsDir, '.secret.local')),
};
const url = process.env.SUPABASE_URL ?? settings.SUPABASE_URL;
const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY ?? settings.SUPABASE_SERVICE_ROLE_KEY;
if (!url || !serviceKey) {
  console.error(
    'No se encontró la API local: arranca el portal con `npm start` (escribe functions/.env.local y functions/.secret.local) o define SUPABASE_URL y SUPABASE_SERVICE_ROLE_KEY.',
  );
  process.exit(2);
}

const rest = { url, anonKey: serviceKey };
try {
  const report = await sweepStorage(
    { data: sweepData(rest, serviceKey), storage: sweepStorageApi(rest, serviceKey) },
    { graceSeconds, repair },
  );
  console.log(
    `API: ${url} · periodo de gracia: ${graceSeconds / 60} min · ${repair ? 'reparación' : 'solo lectura'}`,
  );
  console.log(reportLines(report, repair).join('\n'));
  const left = report.missing.length + report.orphans.filter((o) => !o.removed).length;
  process.exit(left > 0 || report.errors.length > 0 ? 1 : 0);
} catch (error) {
  console.error(`No se pudo revisar ${url}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
