import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ROOT } from '../../../local/stack/config';
import type { Step } from '../../../scripts/deploy/plan';
import { deploy, type DeployInput } from '../../../scripts/deploy/run';
import type { FunctionsSettingsSpec } from '../../../scripts/deploy/settings';

const APP = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'portal-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'portal-prod',
  VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'anon',
  VITE_CONTACT_WEBSITE: 'https://www.proveedor.mx',
  VITE_CONTACT_PRIVACY_URL: 'https://www.proveedor.mx/privacidad',
  VITE_CONTACT_PHONE: '+52 (81) 8000-1234',
  VITE_CONTACT_EMAIL: 'clientes@proveedor.mx',
};
const SPEC: FunctionsSettingsSpec = {
  params: [{ name: 'SUPABASE_URL' }, { name: 'PORTAL_URL' }, { name: 'SMTP_PORT', default: 587 }],
  secrets: ['SUPABASE_SERVICE_ROLE_KEY', 'SMTP_PASSWORD'],
};

let root: string;
let lines: string[];
let ran: string[];

/** A checkout with what a deploy looks for: the functions' params and dependencies, Supabase linked. */
function checkout({
  params = 'SUPABASE_URL=https://abcdefgh.supabase.co\nPORTAL_URL=https://portal.mx\n',
  ref = 'abcdefgh',
} = {}) {
  writeFileSync(join(root, 'functions', '.env.portal-prod'), params);
  mkdirSync(join(root, 'functions', 'node_modules', 'firebase-functions'), { recursive: true });
  mkdirSync(join(root, 'supabase', '.temp'), { recursive: true });
  writeFileSync(join(root, 'supabase', '.temp', 'project-ref'), ref);
}

function input(overrides: Partial<DeployInput> = {}): DeployInput {
  return {
    root,
    env: APP,
    spec: SPEC,
    dryRun: true,
    skipDatabase: false,
    print: (line = '') => lines.push(line),
    exec: async (step: Step) => {
      ran.push(step.command?.argv.join(' ') ?? '');
    },
    ...overrides,
  };
}
const output = () => lines.join('\n');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
  mkdirSync(join(root, 'functions'));
  lines = [];
  ran = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run deploy -- --dry-run', () => {
  it('checks everything and prints each step it would run, running none', async () => {
    checkout();
    expect(await deploy(input())).toBe(0);
    expect(ran).toEqual([]);
    const commands = lines.filter((l) => l.startsWith('  $ ')).map((l) => l.slice(4));
    expect(commands).toEqual([
      'npm run build',
      'npx --yes supabase db push --linked',
      'node node_modules/firebase-tools/lib/bin/firebase.js deploy --only hosting,functions --project portal-prod --config firebase.deploy.json --non-interactive',
    ]);
    expect(output()).toContain(
      'Secretos que deben existir (firebase functions:secrets:set): SUPABASE_SERVICE_ROLE_KEY, SMTP_PASSWORD',
    );
    expect(output()).toContain('npm run smoke -- --url https://portal.mx --user <cuenta>');
    expect(output()).toContain('Simulación terminada');
  });

  it('names every missing setting in Spanish and stops', async () => {
    checkout({ params: 'SUPABASE_URL=https://abcdefgh.supabase.co\n' });
    const env = {
      ...APP,
      VITE_LOCAL_STACK: 'true',
      VITE_SUPABASE_ANON_KEY: '',
      VITE_CONTACT_EMAIL: undefined,
    };
    expect(await deploy(input({ env }))).toBe(1);
    expect(output()).toContain('No se puede desplegar:');
    expect(output()).toContain('VITE_LOCAL_STACK=true');
    expect(output()).toContain('Falta VITE_SUPABASE_ANON_KEY.');
    expect(output()).toContain('Falta VITE_CONTACT_EMAIL.');
    expect(output()).toContain(
      'Faltan parámetros de las funciones en functions/.env.portal-prod: PORTAL_URL.',
    );
    expect(lines.some((l) => l.startsWith('  $ '))).toBe(false);
  });

  it('refuses a Supabase link to another project than the build uses', async () => {
    checkout({ ref: 'otroproyecto' });
    expect(await deploy(input())).toBe(1);
    expect(output()).toContain('vinculado al proyecto otroproyecto, pero la app usa abcdefgh');
  });

  it('pushes to SUPABASE_DB_URL without printing it, and smoke-checks with the password only in its environment', async () => {
    checkout({ ref: 'otroproyecto' });
    const env = {
      ...APP,
      SUPABASE_DB_URL: 'postgresql://postgres:secreto@db.abcdefgh.supabase.co:5432/postgres',
      SMOKE_USER: 'admin',
      SMOKE_PASSWORD: 'clave-de-prueba',
    };
    expect(await deploy(input({ env }))).toBe(0);
    expect(output()).toContain('npx --yes supabase db push --db-url <SUPABASE_DB_URL>');
    expect(output()).toContain('npx tsx scripts/smoke.ts --url https://portal.mx --user admin');
    expect(output()).not.toMatch(/secreto|clave-de-prueba/);
  });
});

describe('npm run deploy', () => {
  it('runs the steps in order with the CSP of the build it made', async () => {
    checkout();
    cpSync(join(ROOT, 'firebase.json'), join(root, 'firebase.json'));
    const build = async (step: Step) => {
      ran.push(step.command?.argv.join(' ') ?? '');
      if (step.command?.argv.join(' ') !== 'npm run build') return;
      mkdirSync(join(root, 'dist'));
      const policy = {
        contentSecurityPolicy: "default-src 'self'",
        localStack: false,
        firebaseProjectId: 'portal-prod',
      };
      writeFileSync(join(root, 'dist', '.hosting-policy.json'), JSON.stringify(policy));
    };
    expect(await deploy(input({ dryRun: false, exec: build }))).toBe(0);
    expect(ran.map((command) => command.split(' ').slice(0, 5).join(' '))).toEqual([
      'npm run build',
      'npx --yes supabase db push',
      'node node_modules/firebase-tools/lib/bin/firebase.js deploy --only hosting,functions',
    ]);
    const written = JSON.parse(readFileSync(join(root, 'firebase.deploy.json'), 'utf8'));
    expect(written.hosting.headers[0].headers).toContainEqual({
      key: 'Content-Security-Policy',
      value: "default-src 'self'",
    });
    expect(written.hosting.predeploy).toBeUndefined();
    expect(written.functions).toEqual(
      JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).functions,
    );
  });

  it('stops at the first failing step', async () => {
    checkout();
    const failing = async (step: Step) => {
      ran.push(step.command?.argv[0] ?? '');
      throw new Error('terminó con código 1');
    };
    expect(await deploy(input({ dryRun: false, exec: failing }))).toBe(1);
    expect(ran).toEqual(['npm']);
    expect(output()).toContain('Falló el paso 1: terminó con código 1');
  });

  it('refuses a build made for the local stack', async () => {
    checkout();
    const localBuild = async () => {
      mkdirSync(join(root, 'dist'), { recursive: true });
      writeFileSync(
        join(root, 'dist', '.hosting-policy.json'),
        JSON.stringify({ localStack: true, firebaseProjectId: 'demo-portal-clientes' }),
      );
    };
    expect(await deploy(input({ dryRun: false, exec: localBuild }))).toBe(1);
    expect(output()).toContain('Falló el paso 2: dist/ se compiló para el entorno local');
  });
});
