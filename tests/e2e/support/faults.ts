// Faults on purpose, for ../faults.test.ts: the network between one page and the API cut and restored
// (Playwright's routing, request by request), a gateway of the file's own that is stopped and started
// again on the same port with its data kept, and the Auth Emulator's account switch.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page, Request } from 'playwright-core';

import { startGateway, type Gateway, type GatewayOptions } from '../../../local/api/server';
import { FIREBASE_PROJECT_ID, PATHS, ROOT } from '../../../local/stack/config';
import type { StackInfo } from './stack-info';

/** What a rule of the cut does to the first request it matches. */
type Fault =
  /** The connection drops before the request leaves the browser (nothing reaches the server). */
  | 'drop'
  /** The request reaches the server and is answered there; the answer is lost on the way back. */
  | 'lose-answer';

interface Rule {
  match: (request: Request) => boolean;
  fault: Fault;
  /** The network stays down after this fault, until restore(). */
  thenDown: boolean;
  hit: () => void;
}

export interface ApiNetwork {
  /** Every request to the API fails as with no connection, until restore(). */
  cut(): void;
  restore(): void;
  /**
   * The next request `match` accepts meets `fault`; with `thenDown`, every request after it fails too
   * until restore(). Resolves when it has happened.
   */
  failNext(match: (request: Request) => boolean, fault: Fault, opts?: { thenDown?: boolean }): Promise<void>;
  /** The requests that went out to the API (whatever their fate), in order. */
  sent: Request[];
}

/** The page's requests to `apiUrl`, under the test's control (the rest of the network is untouched). */
export async function controlApiNetwork(page: Page, apiUrl: string): Promise<ApiNetwork> {
  let down = false;
  const rules: Rule[] = [];
  const sent: Request[] = [];
  await page.route(
    (url) => url.href.startsWith(apiUrl),
    async (route) => {
      const request = route.request();
      sent.push(request);
      if (down) return route.abort('internetdisconnected');
      const rule = rules.find((r) => r.match(request));
      if (!rule) return route.continue();
      rules.splice(rules.indexOf(rule), 1);
      if (rule.fault === 'lose-answer') await route.fetch();
      // Down before the browser learns of the failure, so the requests it makes next meet it too.
      down = rule.thenDown;
      rule.hit();
      return route.abort('internetdisconnected');
    },
  );
  return {
    cut: () => void (down = true),
    restore: () => void (down = false),
    failNext: (match, fault, { thenDown = false } = {}) =>
      new Promise<void>((hit) => rules.push({ match, fault, thenDown, hit })),
    sent,
  };
}

/** A request to Storage's upload of an object whose key ends with `fileName`. */
export const storageUploadOf = (fileName: string) => (request: Request) =>
  request.method() === 'POST' &&
  request.url().includes('/storage/v1/object/') &&
  decodeURIComponent(request.url()).endsWith(`/${fileName}`);

/** A PostgREST write (POST, PATCH, DELETE) to `table`. */
export const restWrite =
  (table: string, method = 'POST') =>
  (request: Request) =>
    request.method() === method && new URL(request.url()).pathname === `/rest/v1/${table}`;

/**
 * A gateway of one test file's own (migrations and seed on disk, in a temp folder), which the test can
 * stop and start again on the same port with its data kept, as an API restart. A page reaches it through
 * `serveApiFrom`: the run's app is built against the shared gateway's URL and keys.
 */
export interface RestartableGateway {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  dispose(): Promise<void>;
  current(): Gateway | null;
}

export async function startOwnGateway(): Promise<RestartableGateway> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-faults-api-'));
  const options: GatewayOptions = {
    port: 0,
    dataDir,
    migrationsDir: join(ROOT, PATHS.migrations),
    seedFiles: [join(ROOT, PATHS.seed)],
    firebaseEmulatorProject: FIREBASE_PROJECT_ID,
    corsOrigins: ['http://127.0.0.1:*'],
  };
  let gateway: Gateway | null = await startGateway(options);
  const port = gateway.port;
  const url = gateway.url;
  return {
    url,
    current: () => gateway,
    async stop() {
      await gateway?.close();
      gateway = null;
    },
    async start() {
      // Same folder, same port: the migrations and the seed are already applied and are not run again.
      gateway = await startGateway({ ...options, port, seedFiles: [] });
    },
    async dispose() {
      await gateway?.close().catch(() => undefined);
      gateway = null;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Sends the page's API requests to `own` instead of the shared gateway the app was built for, with its
 * own anon key in place of the shared one (the Firebase ID tokens are valid for both). While `own` is
 * stopped the browser meets a refused connection, as with a real API restart.
 */
export async function serveApiFrom(
  page: Page,
  shared: Pick<StackInfo, 'apiUrl' | 'anonKey'>,
  own: RestartableGateway,
  ownAnonKey: string,
): Promise<void> {
  await page.route(
    (url) => url.href.startsWith(shared.apiUrl),
    (route) => {
      const request = route.request();
      const headers = Object.fromEntries(
        Object.entries(request.headers()).map(([k, v]) => [k, v.replaceAll(shared.anonKey, ownAnonKey)]),
      );
      return route.continue({ url: own.url + request.url().slice(shared.apiUrl.length), headers });
    },
  );
}
