// What a hosted deploy needs before anything runs: the app's hosted VITE_* settings (what the build reads:
// .env, .env.production and their .local files, or the environment), and the Cloud Functions' params
// (functions/.env or functions/.env.<project id>, as firebase-tools reads them on deploy) and secrets,
// as functions/src/config.ts defines them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';

/** The VITE_* settings a hosted build cannot do without (src/config/env.ts refuses to start otherwise). */
export const REQUIRED_APP_SETTINGS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_ANON_KEY',
  'VITE_CONTACT_WEBSITE',
  'VITE_CONTACT_PRIVACY_URL',
  'VITE_CONTACT_PHONE',
  'VITE_CONTACT_EMAIL',
] as const;

export function appSettingsProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (env.VITE_LOCAL_STACK === 'true')
    problems.push('VITE_LOCAL_STACK=true apunta la compilación a los emuladores: quítelo para desplegar.');
  for (const name of REQUIRED_APP_SETTINGS) if (!env[name]?.trim()) problems.push(`Falta ${name}.`);
  const url = env.VITE_SUPABASE_URL?.trim();
  if (url && !url.startsWith('https://')) problems.push(`VITE_SUPABASE_URL debe ser https:// (es ${url}).`);
  return problems;
}

export interface FunctionsSettingsSpec {
  /** Params, with their default when they have one (then they may be left out). */
  params: { name: string; default?: unknown }[];
  secrets: string[];
}

/** The params and secrets functions/src/config.ts defines (read from the module itself). */
export async function functionsSettingsSpec(root: string): Promise<FunctionsSettingsSpec> {
  const config = (await import(pathToFileURL(join(root, 'functions', 'src', 'config.ts')).href)) as Record<
    string,
    unknown
  >;
  const spec: FunctionsSettingsSpec = { params: [], secrets: [] };
  for (const value of Object.values(config)) {
    const toSpec = (value as { toSpec?: () => { name: string; type: string; default?: unknown } } | null)
      ?.toSpec;
    if (typeof toSpec !== 'function') continue;
    const { name, type, default: fallback } = toSpec.call(value);
    if (type === 'secret') spec.secrets.push(name);
    else spec.params.push(fallback === undefined ? { name } : { name, default: fallback });
  }
  return spec;
}

/** The params files firebase-tools reads for `projectId`, and the values they set (later files win). */
export function functionsParamValues(
  root: string,
  projectId: string,
): { files: string[]; values: Record<string, string> } {
  const files = ['.env', `.env.${projectId}`].map((name) => join(root, 'functions', name)).filter(existsSync);
  const values: Record<string, string> = {};
  for (const file of files) Object.assign(values, parseEnv(readFileSync(file, 'utf8')));
  return { files, values };
}

export function missingParams(spec: FunctionsSettingsSpec, values: Record<string, string>): string[] {
  return spec.params.filter((p) => p.default === undefined && !values[p.name]?.trim()).map((p) => p.name);
}
