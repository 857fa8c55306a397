// The steps of a hosted deploy, in order, as data: `npm run deploy` runs them, `--dry-run` prints them.
import { join } from 'node:path';

import { DEPLOY_CONFIG, writeDeployConfig } from '../hosting/config';
import { readHostingPolicy } from '../hosting/policy';

export interface Step {
  title: string;
  /** A command run from the repository root (argv), with what to print instead when it holds a secret. */
  command?: { argv: string[]; shown?: string; env?: Record<string, string> };
  /** Work done in this process. */
  action?: () => Promise<void>;
}

export interface PlanInput {
  root: string;
  projectId: string;
  /** A direct connection string for `supabase db push`; otherwise the project `supabase link` chose. */
  databaseUrl?: string;
  skipDatabase: boolean;
  portalUrl?: string;
  smoke?: { user: string; password: string };
}

const FIREBASE = ['node', 'node_modules/firebase-tools/lib/bin/firebase.js'];

export function deployPlan(input: PlanInput): Step[] {
  const steps: Step[] = [
    {
      title: 'Compilar la app con la configuración alojada (tsc -b && vite build)',
      command: { argv: ['npm', 'run', 'build'] },
    },
    {
      title: 'Comprobar que la compilación es la alojada y de este proyecto (dist/.hosting-policy.json)',
      action: async () => {
        const policy = await readHostingPolicy(join(input.root, 'dist'));
        if (policy.localStack)
          throw new Error('dist/ se compiló para el entorno local (VITE_LOCAL_STACK=true).');
        if (policy.firebaseProjectId !== input.projectId)
          throw new Error(`dist/ es del proyecto ${policy.firebaseProjectId}, no de ${input.projectId}.`);
      },
    },
  ];
  if (!input.skipDatabase) {
    const push = ['npx', '--yes', 'supabase', 'db', 'push'];
    steps.push({
      title: 'Aplicar las migraciones de supabase/migrations a Supabase (sin la semilla de demostración)',
      command: input.databaseUrl
        ? {
            argv: [...push, '--db-url', input.databaseUrl],
            shown: `${push.join(' ')} --db-url <SUPABASE_DB_URL>`,
          }
        : { argv: [...push, '--linked'] },
    });
  }
  steps.push(
    {
      title: `Escribir ${DEPLOY_CONFIG}: firebase.json con la Content-Security-Policy de esta compilación`,
      action: async () => {
        await writeDeployConfig(input.root);
      },
    },
    {
      title: 'Desplegar Hosting y Cloud Functions',
      command: {
        argv: [
          ...FIREBASE,
          'deploy',
          '--only',
          'hosting,functions',
          '--project',
          input.projectId,
          '--config',
          DEPLOY_CONFIG,
          '--non-interactive',
        ],
      },
    },
  );
  if (input.portalUrl && input.smoke) {
    const argv = ['npx', 'tsx', 'scripts/smoke.ts', '--url', input.portalUrl, '--user', input.smoke.user];
    steps.push({
      title: `Comprobar el sitio desplegado con la cuenta ${input.smoke.user}`,
      command: { argv, env: { SMOKE_PASSWORD: input.smoke.password } },
    });
  }
  return steps;
}
