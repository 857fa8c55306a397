// Proves the emulator, the gateway and the seed fit together: a demo account signs in against the real
// Auth Emulator through the Firebase JS SDK, and its ID token, as supabase-js's access token, gets back
// from the gateway exactly its own company's rows.
import { createClient } from '@supabase/supabase-js';
import { initializeApp, deleteApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  type User,
} from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FIREBASE_API_KEY, FIREBASE_PROJECT_ID } from '../../local/stack/config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureDemoAccounts } from '../../local/stack/firebase-accounts';
import type { MailboxEmail } from '../../local/stack/mailbox-data';
import { joinStack, type TestStack } from './harness';
import { createUser } from './support/fixtures';

describe('Auth Emulator + gateway + seed', () => {
  let stack: TestStack;
  const apps: FirebaseApp[] = [];

  beforeAll(async () => {
    stack = await joinStack({ browser: false });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
    await stack?.stop();
  });

  function auth(name: string) {
    const app = initializeApp({ apiKey: FIREBASE_API_KEY, projectId: FIREBASE_PROJECT_ID }, name);
    apps.push(app);
    const instance = getAuth(app);
    connectAuthEmulator(instance, stack.authUrl, { disableWarnings: true });
    return instance;
  }

  function db(user?: User) {
    return createClient(stack.apiUrl, stack.anonKey, {
      auth: { persistSession: false },
      ...(user ? { accessToken: () => user.getIdToken() } : {}),
    });
  }

  async function companyRows(user: User) {
    const client = db(user);
    const profile = await client.from('profiles').select('company_id').eq('firebase_uid', user.uid).single();
    expect(profile.error).toBeNull();
    const invoices = await client.from('invoices').select('id, company_id');
    expect(invoices.error).toBeNull();
    return { companyId: profile.data!.company_id as string, invoices: invoices.data! };
  }

  it('signs cliente_a in by username and returns only company A rows', async () => {
    const email = await db().rpc('resolve_login_email', { p_username: 'cliente_a' });
    expect(email.data).toBe('cliente.a@portal.demo');

    const { user } = await signInWithEmailAndPassword(auth('a'), email.data as string, DEMO_PASSWORD);
    expect(user.uid).toBe('demo-cliente-a');
    const claims = (await user.getIdTokenResult()).claims;
    expect(claims.role).toBe('authenticated');

    const a = await companyRows(user);
    expect(a.companyId).toBeTruthy();
    expect(a.invoices.length).toBeGreaterThan(0);
    expect(new Set(a.invoices.map((r) => r.company_id))).toEqual(new Set([a.companyId]));

    const b = await companyRows(
      (await signInWithEmailAndPassword(auth('b'), 'cliente.b@portal.demo', DEMO_PASSWORD)).user,
    );
    expect(b.companyId).not.toBe(a.companyId);
    expect(b.invoices.length).toBeGreaterThan(0);
    expect(b.invoices.some((r) => r.company_id === a.companyId)).toBe(false);
  });

  it('rejects a wrong password and gives an anonymous caller no rows', async () => {
    const failure = await signInWithEmailAndPassword(
      auth('wrong'),
      'cliente.a@portal.demo',
      'Incorrecta#1',
    ).then(
      () => null,
      (err: { code?: string }) => err.code,
    );
    // The emulator answers wrong-password unless email-enumeration protection is on.
    expect(['auth/wrong-password', 'auth/invalid-credential']).toContain(failure);
    const anon = await db().from('invoices').select('id');
    expect(anon.data ?? []).toEqual([]);
  });

  it('keeps the demo accounts idempotent: a second pass creates nothing', async () => {
    expect(await ensureDemoAccounts(stack.authUrl)).toEqual([]);
    for (const account of DEMO_ACCOUNTS) {
      if (account.disabled) {
        // The seed's inactive user is a disabled account, as the portal leaves whoever it deactivates.
        await expect(
          signInWithEmailAndPassword(auth(`again-${account.uid}`), account.email, DEMO_PASSWORD),
        ).rejects.toMatchObject({ code: 'auth/user-disabled' });
        continue;
      }
      const { user } = await signInWithEmailAndPassword(
        auth(`again-${account.uid}`),
        account.email,
        DEMO_PASSWORD,
      );
      expect(user.uid).toBe(account.uid);
      expect(user.emailVerified).toBe(true);
      expect((await user.getIdTokenResult()).claims.role).toBe('authenticated');
    }
  });

  it('lists the emulator emails in the mailbox, newest first, linked to the app', async () => {
    // Two accounts of this test: other files send emails too, so only their relative order is known.
    const [first, second] = [await createUser(stack), await createUser(stack)];
    for (const { email } of [first, second]) {
      await sendPasswordResetEmail(auth(`reset-${email}`), email);
    }
    const res = await fetch(`${stack.mailboxUrl}/api/emails`);
    const { emails } = (await res.json()) as { emails: MailboxEmail[] };
    const at = (email: string) => emails.findIndex((m) => m.email === email);
    expect(at(second.email), 'sent last, listed first').toBeGreaterThanOrEqual(0);
    expect(at(second.email)).toBeLessThan(at(first.email));
    const newest = emails[at(second.email)];
    const link = new URL(newest.appLink);
    expect(link.origin).toBe(stack.appUrl);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    expect(link.searchParams.get('oobCode')).toBe(newest.oobCode);

    const only = await fetch(`${stack.mailboxUrl}/api/emails?email=${encodeURIComponent(first.email)}`);
    const onlyFirst = ((await only.json()) as { emails: MailboxEmail[] }).emails;
    expect(onlyFirst.map((m) => m.email)).toEqual([first.email]);
    const page = await (await fetch(stack.mailboxUrl)).text();
    expect(page).toContain('Restablece tu contraseña');
    expect(page).toContain(newest.appLink.replaceAll('&', '&amp;'));
  });
});
