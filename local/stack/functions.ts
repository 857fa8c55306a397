// The Cloud Functions of a local stack: built from functions/src, with the settings Firebase reads in the
// emulator (functions/.env.local for params, functions/.secret.local for secrets) pointing at this stack's
// gateway, SMTP catcher and portal. `npm start` uses the repository's functions/ folder; the browser tests
// and the bench use a copy in their own temp folder, so two stacks never read each other's keys.
import { existsSync } from 'node:fs';
import { copyFile, mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { buildFunctions } from './build-functions';
import { DEMO_PROVIDER, PATHS, ROOT } from './config';

export interface FunctionsSettings {
  supabaseUrl: string;
  anonKey: string;
  serviceKey: string;
  portalUrl: string;
  smtpPort: number;
}

/** dotenv lines; values are quoted so spaces and '<' survive. */
const dotenv = (values: Record<string, string | number>) =>
  `${Object.entries(values)
    .map(([key, value]) => `${key}=${JSON.stringify(String(value))}`)
    .join('\n')}\n`;

export async function writeFunctionsSettings(dir: string, s: FunctionsSettings): Promise<void> {
  await writeFile(
    join(dir, '.env.local'),
    dotenv({
      SUPABASE_URL: s.supabaseUrl,
      SUPABASE_ANON_KEY: s.anonKey,
      PORTAL_URL: s.portalUrl,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: s.smtpPort,
      SMTP_SECURE: 'false',
      SMTP_USER: 'portal',
      MAIL_FROM: `${DEMO_PROVIDER.name} <portal@portal.demo>`,
      PROVIDER_NAME: DEMO_PROVIDER.name,
      CONTACT_EMAIL: DEMO_PROVIDER.email,
      CONTACT_PHONE: DEMO_PROVIDER.phone,
    }),
  );
  await writeFile(
    join(dir, '.secret.local'),
    dotenv({ SUPABASE_SERVICE_ROLE_KEY: s.serviceKey, SMTP_PASSWORD: 'local' }),
    { mode: 0o600 },
  );
}

/** `npm start`: builds functions/lib and writes the repository folder's local settings. */
export async function prepareFunctions(settings: FunctionsSettings): Promise<void> {
  const dir = join(ROOT, PATHS.functions);
  if (!existsSync(join(dir, 'node_modules', 'firebase-functions'))) {
    throw new Error('Faltan las dependencias de functions/ (npm ci --prefix functions).');
  }
  await buildFunctions(join(dir, 'lib'));
  await writeFunctionsSettings(dir, settings);
}

/**
 * A stack of its own (tests, bench): `workDir/functions` with the package manifest, the installed
 * dependencies (a link), the build and the settings. Returns the folder's name relative to workDir, for
 * the `functions.source` of that stack's firebase.json.
 */
export async function prepareFunctionsCopy(workDir: string, settings: FunctionsSettings): Promise<string> {
  const source = join(ROOT, PATHS.functions);
  const dir = join(workDir, 'functions');
  await mkdir(dir, { recursive: true });
  await copyFile(join(source, 'package.json'), join(dir, 'package.json'));
  if (!existsSync(join(dir, 'node_modules'))) {
    await symlink(join(source, 'node_modules'), join(dir, 'node_modules'), 'dir');
  }
  await buildFunctions(join(dir, 'lib'));
  await writeFunctionsSettings(dir, settings);
  return 'functions';
}
