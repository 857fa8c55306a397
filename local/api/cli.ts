// `npm run api -- [flags]`: starts the gateway and prints the URL and the keys matching the JWT secret.
import { parseArgs } from 'node:util';

import { startGateway } from './server';

const { values } = parseArgs({
  options: {
    migrations: { type: 'string' },
    seed: { type: 'string', multiple: true },
    port: { type: 'string', default: '54321' },
    host: { type: 'string' },
    schemas: { type: 'string', default: 'public' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    'pool-size': { type: 'string' },
    fresh: { type: 'boolean', default: false },
    'jwt-secret': { type: 'string' },
    'secret-key': { type: 'string' },
    'cors-origin': { type: 'string', multiple: true },
    'firebase-emulator-project': { type: 'string' },
    static: { type: 'string', multiple: true },
    'storage-dir': { type: 'string' },
    quiet: { type: 'boolean', default: false },
    aggregates: { type: 'boolean', default: false },
    plan: { type: 'boolean', default: false },
  },
});

// --static DIR=/prefix/ (repeatable)
const staticDirs: Record<string, string> = {};
for (const spec of values.static ?? []) {
  const i = spec.lastIndexOf('=');
  if (i <= 0) throw new Error(`--static expects DIR=/prefix/, got "${spec}"`);
  staticDirs[spec.slice(i + 1)] = spec.slice(0, i);
}

try {
  const gw = await startGateway({
    port: Number(values.port),
    host: values.host,
    migrationsDir: values.migrations,
    seedFiles: values.seed,
    schemas: values.schemas
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    dataDir: values['data-dir'],
    databaseUrl: values['database-url'],
    poolSize: values['pool-size'] ? Number(values['pool-size']) : undefined,
    fresh: values.fresh,
    jwtSecret: values['jwt-secret'],
    secretKey: values['secret-key'],
    corsOrigins: (values['cors-origin'] ?? []).flatMap((o) => o.split(',')).map((o) => o.trim()),
    firebaseEmulatorProject: values['firebase-emulator-project'],
    staticDirs,
    storageDir: values['storage-dir'],
    log: !values.quiet,
    aggregates: values.aggregates,
    plan: values.plan,
  });
  const lines = [
    `API URL: ${gw.url} (REST at ${gw.url}/rest/v1)`,
    `anon key: ${gw.anonKey}`,
    `service_role key: ${gw.serviceKey}`,
    `publishable key: ${gw.publishableKey}`,
    `JWT secret: ${gw.jwtSecret}`,
    `secret key: ${gw.secretKey}`,
    `data: ${values['database-url'] ? 'PostgreSQL' : (values['data-dir'] ?? 'in memory')}; schemas: ${values.schemas}`,
  ];
  for (const [prefix, dir] of Object.entries(staticDirs)) lines.push(`static: ${prefix} -> ${dir}`);
  if (values['firebase-emulator-project'])
    lines.push(`Firebase emulator tokens accepted for project ${values['firebase-emulator-project']}`);
  console.log(lines.join('\n'));
  const stop = () => {
    console.log('stopping...');
    gw.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
