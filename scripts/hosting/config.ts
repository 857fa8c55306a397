// The Hosting configuration a build is deployed and emulated with. firebase.json holds everything that
// is the same for every build (clean URLs, the SPA rewrite, caching, the fixed security headers);
// firebase-tools substitutes nothing in it, so the Content-Security-Policy, which depends on the build's
// VITE_* settings and its inline scripts, comes from the build itself (dist/.hosting-policy.json, written
// by the build: ./policy.ts). This module joins the two into the config firebase-tools is given:
// `npm run deploy` writes it to firebase.deploy.json (gitignored) and deploys with --config; the browser
// test gives it to the Hosting emulator. firebase.json's own hosting predeploy refuses a deploy made
// without the policy.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { ROOT } from '../../local/stack/config';
import { readHostingPolicy, type HostingPolicy } from './policy';

export const DEPLOY_CONFIG = 'firebase.deploy.json';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
export interface HostingConfig {
  public: string;
  headers: HeaderRule[];
  predeploy?: string[];
  [key: string]: unknown;
}
interface FirebaseConfig {
  hosting: HostingConfig;
  [key: string]: unknown;
}

export async function readFirebaseConfig(root = ROOT): Promise<FirebaseConfig> {
  return JSON.parse(await readFile(join(root, 'firebase.json'), 'utf8')) as FirebaseConfig;
}

/** firebase.json's hosting with the build's policy on every response, serving `publicDir`. */
export function withPolicy(hosting: HostingConfig, policy: HostingPolicy, publicDir: string): HostingConfig {
  const { predeploy: _guard, ...rest } = structuredClone(hosting);
  const all = rest.headers.find((rule) => rule.source === '**');
  if (!all) throw new Error('firebase.json: hosting.headers no tiene la regla "**".');
  all.headers.push({ key: 'Content-Security-Policy', value: policy.contentSecurityPolicy });
  return { ...rest, public: publicDir };
}

/** The hosting config for the build in `distDir`, served from `publicDir` (relative to the config file). */
export async function hostingConfig(distDir: string, publicDir: string): Promise<HostingConfig> {
  const [{ hosting }, policy] = await Promise.all([readFirebaseConfig(), readHostingPolicy(distDir)]);
  return withPolicy(hosting, policy, publicDir);
}

/**
 * firebase.deploy.json beside firebase.json (firebase-tools resolves a config's paths from its folder):
 * firebase.json with the hosting of the build in its public folder (dist/).
 */
export async function writeDeployConfig(root = ROOT): Promise<string> {
  const config = await readFirebaseConfig(root);
  const policy = await readHostingPolicy(join(root, config.hosting.public));
  const hosting = withPolicy(config.hosting, policy, config.hosting.public);
  const path = join(root, DEPLOY_CONFIG);
  await writeFile(path, `${JSON.stringify({ ...config, hosting }, null, 2)}\n`);
  return path;
}
