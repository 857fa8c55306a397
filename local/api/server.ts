// The local Supabase-compatible API: a small route table over node:http. `/rest/v1` is PostgREST and
// `/storage/v1` Supabase Storage, over PGlite or a PostgreSQL server; static folders are mounted beside.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { makeAuthConfig, PUBLISHABLE_KEY, type AuthConfig } from './auth';
import type { Backend, Database } from './backend';
import { applyCors, handlePreflight } from './cors';
import { openDatabase } from './db';
import { readDbConfig } from './db-config';
import { ApiError } from './errors';
import { loadKeys } from './keys';
import { sendError } from './http';
import { RequestRunner } from './request-tx';
import type { RestState } from './rest/context';
import { handleRest } from './rest/router';
import { loadSchemaCache } from './schema-cache';
import { serveStatic } from './static';
import { openStorage } from './storage/open';

export interface GatewayOptions {
  port?: number;
  host?: string;
  migrationsDir?: string;
  seedFiles?: string[];
  /** A migrated and seeded PGlite dump to start from (see OpenOptions.seededBase in db.ts). */
  seededBase?: string;
  schemas?: string[];
  dataDir?: string;
  /** `postgres://…`: serve a PostgreSQL server's database instead of PGlite (a pool of connections). */
  databaseUrl?: string;
  /** With `databaseUrl`: a database of its own on that server, created now and dropped on close. */
  ephemeralDatabase?: boolean;
  /** Most connections the pool opens with `databaseUrl` (default 10). */
  poolSize?: number;
  fresh?: boolean;
  /** HS256 secret; default: made at random once per database (kept in `local_api.keys`). */
  jwtSecret?: string;
  /** The `sb_secret_…` key; default: made at random once per database, like the JWT secret. */
  secretKey?: string;
  /** Origins whose browsers may call the API (CORS); none by default. See `originAllowed` in cors.ts. */
  corsOrigins?: string[];
  firebaseEmulatorProject?: string;
  staticDirs?: Record<string, string>;
  /** Storage file folder; default `<dataDir>/storage`, or a temp folder (removed on close) in memory mode. */
  storageDir?: string;
  log?: boolean;
  /** allow aggregates in `select` (PostgREST db-aggregates-enabled); off by default, as on Supabase */
  aggregates?: boolean;
  /** allow the plan media type (PostgREST db-plan-enabled); off by default, as on Supabase */
  plan?: boolean;
  /** cap on rows per read (PostgREST db-max-rows), default 1000 */
  maxRows?: number;
}

export interface Gateway {
  url: string;
  port: number;
  /** Superuser access to the database (PGlite or the PostgreSQL pool). */
  db: Database;
  backend: 'pglite' | 'postgres';
  anonKey: string;
  serviceKey: string;
  /** `sb_publishable_…` (means anon) and `sb_secret_…` (means service_role). */
  publishableKey: string;
  secretKey: string;
  jwtSecret: string;
  close(): Promise<void>;
  /** Re-reads the schema cache (also triggered by `NOTIFY pgrst, 'reload schema'`). */
  reloadSchema(): Promise<void>;
}

/** A mounted handler: gets the path after its prefix and the raw query string. */
export type RouteHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  rest: string,
  query: string,
) => Promise<void>;

export interface GatewayServices {
  db: Database;
  auth: AuthConfig;
  runner: RequestRunner;
  rest: RestState;
}

export async function startGateway(opts: GatewayOptions = {}): Promise<Gateway> {
  const log = opts.log ? (m: string) => console.log(`[api] ${m}`) : () => {};
  const schemas = opts.schemas?.length ? opts.schemas : ['public'];
  const corsOrigins = opts.corsOrigins ?? [];
  // Listen first: a taken port is reported at once, not after the database has been prepared.
  // Requests that arrive meanwhile wait for `ready`.
  let routes: [string, RouteHandler][] = [];
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const server = createServer((req, res) => {
    const started = Date.now();
    applyCors(req, res, corsOrigins);
    if (opts.log)
      res.on('finish', () => log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`));
    if (handlePreflight(req, res, corsOrigins)) return;
    void ready.then(() => dispatch(routes, req, res));
  });
  // Loopback unless told otherwise: the keys it prints make anyone who can reach it an admin.
  const port = await listen(server, opts.port ?? 54321, opts.host ?? '127.0.0.1');
  const host = opts.host && opts.host !== '::' && opts.host !== '0.0.0.0' ? opts.host : '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  // Graceful: stop accepting, let queued requests finish, then drop connections that are left.
  const closeServer = async (drain: () => Promise<unknown> = async () => undefined) => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await drain();
    server.closeIdleConnections();
    const force = setTimeout(() => server.closeAllConnections(), 250);
    await closed;
    clearTimeout(force);
  };

  let backend: Backend;
  try {
    backend = await openDatabase({
      dataDir: opts.dataDir,
      databaseUrl: opts.databaseUrl,
      ephemeralDatabase: opts.ephemeralDatabase,
      poolSize: opts.poolSize,
      fresh: opts.fresh,
      migrationsDir: opts.migrationsDir,
      seedFiles: opts.seedFiles,
      seededBase: opts.seededBase,
      log,
    });
  } catch (err) {
    await closeServer();
    throw err;
  }
  const db = backend.db;
  const keys = await loadKeys(db, { jwtSecret: opts.jwtSecret, secretKey: opts.secretKey });
  const auth = await makeAuthConfig(keys.jwtSecret, keys.secretKey, opts.firebaseEmulatorProject);
  for (const r of (await db.query<{ rolname: string }>('select rolname from pg_roles')).rows)
    auth.knownRoles.add(r.rolname);
  const runner = new RequestRunner(backend);
  await runner.init();
  const dbConfig = await readDbConfig(db);
  const rest: RestState = {
    cache: await loadSchemaCache(db, schemas),
    runner,
    schemas,
    maxRows: dbConfig.maxRows ?? opts.maxRows ?? 1000,
    aggregates: dbConfig.aggregates ?? opts.aggregates ?? false,
    plan: dbConfig.plan ?? opts.plan ?? false,
  };
  const reloadSchema = () =>
    runner.exclusive(async () => void (rest.cache = await loadSchemaCache(db, schemas)));
  const reloadConfig = () =>
    runner.exclusive(async () => {
      const c = await readDbConfig(db);
      rest.maxRows = c.maxRows ?? opts.maxRows ?? 1000;
      rest.aggregates = c.aggregates ?? opts.aggregates ?? false;
      rest.plan = c.plan ?? opts.plan ?? false;
    });
  await backend.listen('pgrst', (payload) => {
    if (payload === 'reload schema' || payload === '') void reloadSchema();
    if (payload === 'reload config' || payload === '') void reloadConfig();
  });

  const storage = await openStorage({ runner, auth, dataDir: opts.dataDir, storageDir: opts.storageDir });
  routes = [
    ['/rest/v1', (req, res, rest2, query) => handleRest(rest, auth, req, res, rest2 || '/', query)],
    ['/storage/v1', storage.handler],
  ];
  for (const [prefix, dir] of Object.entries(opts.staticDirs ?? {})) {
    const p = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
    routes.push([p, (req, res, rest2) => serveStatic(req, res, dir, rest2)]);
  }
  markReady();
  log(`listening on ${url}`);
  return {
    url,
    port,
    db,
    backend: backend.kind,
    anonKey: auth.anonKey,
    serviceKey: auth.serviceKey,
    publishableKey: PUBLISHABLE_KEY,
    secretKey: keys.secretKey,
    jwtSecret: keys.jwtSecret,
    reloadSchema,
    async close() {
      await closeServer(() => runner.exclusive(async () => undefined));
      await backend.close();
      await storage.close();
    },
  };
}

/** The route table: the first prefix that matches gets the rest of the path and the query string. */
function dispatch(routes: [string, RouteHandler][], req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? '' : url.slice(q + 1);
  const route = routes.find(([p]) => path === p || path.startsWith(`${p}/`));
  if (!route) return sendError(res, new ApiError(404, 'PGRST125', 'Invalid path specified in request URL'));
  route[1](req, res, path.slice(route[0].length), query).catch((err: unknown) => {
    sendError(res, new ApiError(500, 'PGRST000', err instanceof Error ? err.message : String(err)));
  });
}

/** Binds `host` (`::` = dual-stack, every interface); clear message when the port is taken. */
function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE')
        reject(
          new Error(
            `Port ${port} is already in use: stop the other process or choose another port (--port).`,
          ),
        );
      else if (host === '::' && err.code === 'EAFNOSUPPORT') server.listen(port, '0.0.0.0');
      else reject(err);
    });
    server.listen({ port, host, ipv6Only: false }, () => resolve((server.address() as AddressInfo).port));
  });
}
