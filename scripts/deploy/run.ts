// The deploy itself: every check first (the hosted settings, the functions' params, Supabase linked to the
// same project the build points at), then the plan's steps in order, stopping at the first that fails.
// With `dryRun` it prints the steps and runs none.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { deployPlan, type Step } from './plan';
import {
  appSettingsProblems,
  functionsParamValues,
  missingParams,
  type FunctionsSettingsSpec,
} from './settings';

export interface DeployInput {
  /** Where functions/.env.<project>, functions/node_modules and supabase/.temp are looked for. */
  root: string;
  /** The VITE_* values the build will read, and SUPABASE_DB_URL, SMOKE_USER, SMOKE_PASSWORD. */
  env: Record<string, string | undefined>;
  spec: FunctionsSettingsSpec;
  dryRun: boolean;
  skipDatabase: boolean;
  print: (line?: string) => void;
  exec: (step: Step) => Promise<void>;
}

/** `<ref>` of https://<ref>.supabase.co, or null for another host (a custom domain). */
const supabaseRef = (url: string) => /^https:\/\/([a-z0-9]+)\.supabase\.co\/?$/.exec(url)?.[1] ?? null;

function databaseProblems(input: DeployInput, url: string): string[] {
  if (input.skipDatabase || input.env.SUPABASE_DB_URL?.trim()) return [];
  const refFile = join(input.root, 'supabase', '.temp', 'project-ref');
  if (!existsSync(refFile))
    return ['Supabase sin vincular: npx supabase link --project-ref <ref> (o SUPABASE_DB_URL, o --skip-db).'];
  const linked = readFileSync(refFile, 'utf8').trim();
  const expected = supabaseRef(url);
  return expected && linked !== expected
    ? [`Supabase está vinculado al proyecto ${linked}, pero la app usa ${expected} (VITE_SUPABASE_URL).`]
    : [];
}

export async function deploy(input: DeployInput): Promise<number> {
  const { env, print } = input;
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim() || '<proyecto>';
  const supabaseUrl = env.VITE_SUPABASE_URL?.trim() ?? '';
  const params = functionsParamValues(input.root, projectId);
  const problems = [...appSettingsProblems(env), ...databaseProblems(input, supabaseUrl)];
  const missing = missingParams(input.spec, params.values);
  if (missing.length > 0)
    problems.push(
      `Faltan parámetros de las funciones en functions/.env.${projectId}: ${missing.join(', ')}.`,
    );
  if (!existsSync(join(input.root, 'functions', 'node_modules', 'firebase-functions')))
    problems.push('Faltan las dependencias de functions/ (npm ci --prefix functions).');

  print(`Despliegue del portal${input.dryRun ? ' (simulación: no se ejecuta nada)' : ''}`);
  print(`  Proyecto de Firebase: ${projectId}`);
  print(`  Supabase: ${supabaseUrl || '(falta)'}`);
  const files = params.files.map((file) => file.slice(input.root.length + 1));
  print(`  Parámetros de las funciones: ${files.join(', ') || '(ninguno)'}`);
  print(`  Secretos que deben existir (firebase functions:secrets:set): ${input.spec.secrets.join(', ')}`);
  if (problems.length > 0) {
    print('\nNo se puede desplegar:');
    for (const problem of problems) print(`  - ${problem}`);
    return 1;
  }

  const smokeUser = env.SMOKE_USER?.trim();
  const smokePassword = env.SMOKE_PASSWORD;
  const smoke = smokeUser && smokePassword ? { user: smokeUser, password: smokePassword } : undefined;
  const steps = deployPlan({
    root: input.root,
    projectId,
    databaseUrl: env.SUPABASE_DB_URL?.trim() || undefined,
    skipDatabase: input.skipDatabase,
    portalUrl: params.values.PORTAL_URL,
    smoke,
  });
  for (const [i, step] of steps.entries()) {
    print(`\n${i + 1}/${steps.length} ${step.title}`);
    if (step.command) print(`  $ ${step.command.shown ?? step.command.argv.join(' ')}`);
    if (input.dryRun) continue;
    try {
      if (step.command) await input.exec(step);
      await step.action?.();
    } catch (error) {
      print(`\nFalló el paso ${i + 1}: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
  }
  if (!smoke) {
    print('\nComprobación posterior (defina SMOKE_USER y SMOKE_PASSWORD para que el despliegue la corra):');
    print(`  SMOKE_PASSWORD=... npm run smoke -- --url ${params.values.PORTAL_URL} --user <cuenta>`);
  }
  print(input.dryRun ? '\nSimulación terminada: la configuración está completa.' : '\nDespliegue terminado.');
  return 0;
}
