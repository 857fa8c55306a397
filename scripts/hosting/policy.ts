// The build's hosting policy: after the prerender, the build writes dist/.hosting-policy.json with the
// Content-Security-Policy for exactly this build (its services and its HTML's inline scripts) and the
// settings it was made with. Deploy and the Hosting emulator read it (./config.ts); Hosting never serves
// it (dot files are ignored by firebase.json's hosting and by `vite preview`).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { contentSecurityPolicy, functionsOrigin, inlineScriptHashes, type PolicySettings } from './csp';

export const POLICY_FILE = '.hosting-policy.json';

export interface HostingPolicy {
  contentSecurityPolicy: string;
  /** Whether the build points at the local stack (emulators): such a build is never deployed. */
  localStack: boolean;
  firebaseProjectId: string;
  supabaseUrl: string;
  functionsOrigin: string;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

export async function writeHostingPolicy(outDir: string, settings: PolicySettings): Promise<HostingPolicy> {
  const documents = await Promise.all((await htmlFiles(outDir)).map((file) => readFile(file, 'utf8')));
  const policy: HostingPolicy = {
    contentSecurityPolicy: contentSecurityPolicy(settings, inlineScriptHashes(documents)),
    localStack: settings.localStack,
    firebaseProjectId: settings.firebase.projectId,
    supabaseUrl: settings.supabase.url,
    functionsOrigin: functionsOrigin(settings),
  };
  await writeFile(join(outDir, POLICY_FILE), `${JSON.stringify(policy, null, 2)}\n`);
  return policy;
}

export async function readHostingPolicy(distDir: string): Promise<HostingPolicy> {
  try {
    return JSON.parse(await readFile(join(distDir, POLICY_FILE), 'utf8')) as HostingPolicy;
  } catch {
    throw new Error(
      `Falta ${join(distDir, POLICY_FILE)}: compile con npm run build y configuración VITE_* válida.`,
    );
  }
}
