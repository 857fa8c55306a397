// Defence in depth for Firebase's shared signing keys: even when the API accepts a token (here the gateway
// is told to trust the emulator project 'demo-otro-proyecto'), the database grants nothing unless that
// project is listed in app.firebase_projects.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';

import { startGateway, type Gateway } from '../../local/api/server';

import { DEMO, PROFILE, firebaseToken, idsOf, makeClient, portalDatabase } from './helpers';

const OTHER = 'demo-otro-proyecto';
let gw: Gateway;

beforeAll(async () => {
  gw = await startGateway({
    port: 0,
    host: '127.0.0.1',
    ...portalDatabase(),
    seedFiles: ['supabase/seed.sql'],
    firebaseEmulatorProject: OTHER,
    log: false,
  });
});

afterAll(async () => {
  await gw?.close();
});

describe('tokens of a Firebase project the database does not list', () => {
  it('match no profile, read nothing and cannot sync', async () => {
    await gw.db.query('delete from app.firebase_projects where project_id = $1', [OTHER]);
    const c = makeClient(
      gw,
      gw.anonKey,
      firebaseToken(DEMO.admin.uid, { email: DEMO.admin.email, project: OTHER }),
    );
    for (const table of ['profiles', 'companies', 'documents', 'invoices'] as const) {
      expect({ table, ids: idsOf(await c.from(table).select('id')) }).toEqual({ table, ids: [] });
    }
    expect((await c.rpc('sync_my_profile')).error?.code).toBe('42501');
  });

  it('work once the project is listed', async () => {
    await gw.db.query('insert into app.firebase_projects (project_id) values ($1)', [OTHER]);
    onTestFinished(async () => {
      await gw.db.query('delete from app.firebase_projects where project_id = $1', [OTHER]);
    });
    const c = makeClient(
      gw,
      gw.anonKey,
      firebaseToken(DEMO.admin.uid, { email: DEMO.admin.email, project: OTHER }),
    );
    expect(idsOf(await c.from('profiles').select('id').eq('id', PROFILE.admin))).toEqual([PROFILE.admin]);
  });
});
