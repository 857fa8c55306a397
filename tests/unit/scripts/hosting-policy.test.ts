import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { parseEnv } from '@/config/env';
import { videoSource } from '@/features/courses/utils/video-embed';
import { LOOKER_HOSTS } from '@/features/indicators/utils/classify';

import { ROOT } from '../../../local/stack/config';
import { withPolicy, type HostingConfig } from '../../../scripts/hosting/config';
import { contentSecurityPolicy, inlineScriptHashes } from '../../../scripts/hosting/csp';
import type { HostingPolicy } from '../../../scripts/hosting/policy';
import { directive } from '../../../scripts/smoke/headers';

const hosted = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'portal.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'portal-prod',
  VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'anon',
  VITE_CONTACT_WEBSITE: 'https://www.proveedor.mx',
  VITE_CONTACT_PRIVACY_URL: 'https://www.proveedor.mx/privacidad',
  VITE_CONTACT_PHONE: '+52 (81) 8000-1234',
  VITE_CONTACT_EMAIL: 'clientes@proveedor.mx',
};
const HASH = "'sha256-abc='";

describe('the Content-Security-Policy a build gets', () => {
  it('lets a hosted build talk to exactly its Supabase project, Firebase Auth and its functions', () => {
    const policy = contentSecurityPolicy(parseEnv(hosted), [HASH]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://abcdefgh.supabase.co',
      'wss://abcdefgh.supabase.co',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://us-central1-portal-prod.cloudfunctions.net',
      'https://lookerstudio.google.com',
      'https://datastudio.google.com',
    ]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", HASH]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'https:']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-eval|127\.0\.0\.1|http:/);
  });

  it('follows the functions region the build is given', () => {
    const policy = contentSecurityPolicy(
      parseEnv({ ...hosted, VITE_FIREBASE_FUNCTIONS_REGION: 'southamerica-east1' }),
      [],
    );
    expect(directive(policy, 'connect-src')).toContain(
      'https://southamerica-east1-portal-prod.cloudfunctions.net',
    );
    expect(policy).not.toContain('us-central1');
  });

  it('lets a local-stack build reach its emulators and gateway, and nothing of Google but Looker', () => {
    const env = parseEnv({
      VITE_LOCAL_STACK: 'true',
      VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9199',
      VITE_FIREBASE_FUNCTIONS_EMULATOR_URL: 'http://127.0.0.1:5101',
      VITE_SUPABASE_URL: 'http://127.0.0.1:55321',
    });
    const policy = contentSecurityPolicy(env, []);
    expect(directive(policy, 'connect-src').slice(0, 5)).toEqual([
      "'self'",
      'http://127.0.0.1:55321',
      'ws://127.0.0.1:55321',
      'http://127.0.0.1:9199',
      'http://127.0.0.1:5101',
    ]);
    expect(policy).not.toMatch(/googleapis|cloudfunctions/);
    // The gateway's Storage files are plain http: named where the page shows them.
    for (const name of ['img-src', 'media-src', 'frame-src'])
      expect(directive(policy, name)).toContain('http://127.0.0.1:55321');
  });

  it('frames every host the app embeds: Looker Studio and the video players', () => {
    const frames = directive(contentSecurityPolicy(parseEnv(hosted), []), 'frame-src');
    for (const host of LOOKER_HOSTS) expect(frames).toContain(`https://${host}`);
    for (const link of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
      const source = videoSource(link);
      if (source.kind !== 'embed') throw new Error(`${link} no es un video incrustable`);
      expect(frames).toContain(new URL(source.src).origin);
    }
  });

  it('allows each inline script of the pages by its hash, once', () => {
    const loader = 'import("/assets/index-abc.js")';
    const digest = createHash('sha256').update(loader).digest('base64');
    const page = `<script type="module">${loader}</script><script type="module" src="/assets/x.js"></script>`;
    expect(inlineScriptHashes([page, page])).toEqual([`'sha256-${digest}'`]);
  });
});

describe('the hosting config', () => {
  const hosting = (
    JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting: HostingConfig }
  ).hosting;
  const policy: HostingPolicy = {
    contentSecurityPolicy: "default-src 'self'",
    localStack: false,
    firebaseProjectId: 'portal-prod',
    supabaseUrl: 'https://abcdefgh.supabase.co',
    functionsOrigin: 'https://us-central1-portal-prod.cloudfunctions.net',
  };

  it('refuses a deploy from firebase.json itself, which has no CSP', () => {
    // firebase-tools runs each predeploy command through a shell and stops the deploy when one fails.
    const guard = spawnSync('sh', ['-c', hosting.predeploy?.[0] ?? ''], { encoding: 'utf8' });
    expect(guard.status).toBe(1);
    expect(guard.stderr).toContain('despliegue con npm run deploy');
    const keys = hosting.headers.flatMap((rule) => rule.headers.map((h) => h.key));
    expect(keys).not.toContain('Content-Security-Policy');
  });

  it('serves the build with the policy on every response, hashed assets cached for good', () => {
    const config = withPolicy(hosting, policy, 'dist');
    expect(config.predeploy).toBeUndefined();
    expect(config.public).toBe('dist');
    expect(config.rewrites).toEqual([{ source: '**', destination: '/app.html' }]);
    // Hosting applies every matching rule in order, the last one winning: the assets' rule comes after.
    expect(config.headers.map((rule) => rule.source)).toEqual(['**', '/assets/**']);
    const all = Object.fromEntries(config.headers[0].headers.map((h) => [h.key, h.value]));
    expect(all).toMatchObject({
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': policy.contentSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(all['Strict-Transport-Security']).toMatch(/^max-age=31536000/);
    expect(config.headers[1].headers).toEqual([
      { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
    ]);
    expect(hosting.headers[0].headers).toHaveLength(config.headers[0].headers.length - 1);
  });
});
