// The notification e-mails' SQL (supabase/migrations/20261128120200_notification_sender.sql) through the
// API with the service key, as the sender calls it: each pending notification claimed into one e-mail,
// once, even under two claims at the same time; the person's channel per category, the grouping window,
// inactive people and deleted items; the answer recorded with a bounded backoff; and the admin's resend.
// Each test makes people of its own (a collaborator with no company: no event of another test reaches
// them) and reads only their rows, since a claim takes every person's pending notifications.
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { COMPANY, DEMO, untyped, usePortalGateway } from './helpers';

const env = usePortalGateway();

type Claimed = { email_id: string; profile_id: string; email: string; attempts: number; items: unknown };
type Item = { id: string; title: string };

async function person({ active = true } = {}): Promise<string> {
  const id = randomUUID();
  const tag = id.slice(0, 8);
  const { error } = await untyped(env.service)
    .from('profiles')
    .insert({
      id,
      email: `aviso-${tag}@portal.demo`,
      username: `aviso-${tag}`,
      role: 'collaborator',
      active,
    });
  if (error) throw new Error(JSON.stringify(error));
  // Only the notifications a test makes (a new account may announce itself).
  await env.gw.db.query('delete from public.notifications where profile_id = $1', [id]);
  return id;
}

/** Notifications for `profile`, `minutesAgo` old; their ids in order. */
async function notify(
  profile: string,
  count: number,
  over: { category?: string; minutesAgo?: number; item_table?: string; item_id?: string } = {},
): Promise<string[]> {
  const createdAt = new Date(Date.now() - (over.minutesAgo ?? 10) * 60_000).toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    profile_id: profile,
    category: over.category ?? 'courses',
    event: 'course_assigned',
    title: `Curso asignado ${i + 1}`,
    link: `/dashboard/collaborator/lms/${randomUUID()}`,
    item_table: over.item_table ?? null,
    item_id: over.item_id ?? null,
    created_at: createdAt,
  }));
  const { data, error } = await env.service.from('notifications').insert(rows).select('id');
  if (error) throw new Error(JSON.stringify(error));
  return data.map((r) => r.id);
}

async function prefer(profile: string, category: string, channel: string) {
  await env.gw.db.query(
    'insert into public.notification_preferences (profile_id, category, channel) values ($1, $2, $3)',
    [profile, category, channel],
  );
}

/** Claims as the sender does (everyone's), answering only the e-mails of `people`. */
async function claim(mode: string, people: string[], windowSeconds = 0): Promise<Claimed[]> {
  const { data, error } = await env.service.rpc('claim_notification_emails', {
    p_mode: mode,
    p_window_seconds: windowSeconds,
    p_max_emails: 1000,
  });
  if (error) throw new Error(JSON.stringify(error));
  return (data as Claimed[]).filter((e) => people.includes(e.profile_id));
}

const itemIds = (e: Claimed) => (e.items as Item[]).map((i) => i.id).sort();

async function states(ids: string[]) {
  const { rows } = await env.gw.db.query<{ id: string; email_state: string; email_id: string | null }>(
    'select id, email_state, email_id from public.notifications where id = any($1) order by id',
    [ids],
  );
  return rows;
}

async function emailRow(id: string) {
  const { rows } = await env.gw.db.query<{
    status: string;
    attempts: number;
    last_error: string | null;
    sent_at: Date | null;
    subject: string | null;
    next_attempt_at: Date | null;
    wait: number | null;
  }>(
    `select status, attempts, last_error, sent_at, subject, next_attempt_at,
       extract(epoch from next_attempt_at - now())::float8 as wait
     from public.notification_emails where id = $1`,
    [id],
  );
  return rows[0];
}

const finish = (id: string, error: string | null = null, permanent = false) =>
  env.service.rpc('finish_notification_email', {
    p_email_id: id,
    p_subject: 'Tienes 2 novedades en el portal',
    p_error: error as string,
    p_permanent: permanent,
  });

/** The e-mail's wait is over. */
const due = (id: string) =>
  env.gw.db.query(
    "update public.notification_emails set next_attempt_at = now() - interval '1 second' where id = $1",
    [id],
  );

async function retries(people: string[]): Promise<Claimed[]> {
  const { data, error } = await env.service.rpc('take_notification_email_retries', { p_limit: 1000 });
  if (error) throw new Error(JSON.stringify(error));
  return (data as Claimed[]).filter((e) => people.includes(e.profile_id));
}

describe('claiming', () => {
  it('puts each person’s pending notifications in one e-mail, once, under two claims at the same time', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => person()));
    const made = (await Promise.all(people.map((p) => notify(p, 3)))).flat();
    const [a, b] = await Promise.all([claim('immediate', people), claim('immediate', people)]);
    const emails = [...a, ...b];
    expect(emails.map((e) => e.profile_id).sort()).toEqual([...people].sort());
    expect(emails.flatMap(itemIds).sort()).toEqual([...made].sort());
    for (const e of emails) expect(e).toMatchObject({ attempts: 1, email: expect.stringMatching(/^aviso-/) });
    const after = await states(made);
    expect(after.every((n) => n.email_state === 'emailed')).toBe(true);
    const byEmail = new Map(emails.map((e) => [e.email_id, itemIds(e)]));
    for (const n of after) expect(byEmail.get(n.email_id!)).toContain(n.id);
    expect((await emailRow(emails[0].email_id)).status).toBe('sending');
    // Nothing is left to claim for them.
    expect(await claim('immediate', people)).toEqual([]);
  });

  it('follows each category’s channel: portal only is skipped, daily waits for the daily run', async () => {
    const p = await person();
    await prefer(p, 'invoices', 'portal');
    await prefer(p, 'documents', 'daily');
    const portal = await notify(p, 1, { category: 'invoices' });
    const daily = await notify(p, 2, { category: 'documents' });
    const immediate = await notify(p, 1, { category: 'courses' });

    const [now] = await claim('immediate', [p]);
    expect(itemIds(now)).toEqual(immediate);
    expect((await states(portal))[0].email_state).toBe('skipped');
    expect((await states(daily)).map((n) => n.email_state)).toEqual(['pending', 'pending']);

    const [summary] = await claim('daily', [p]);
    expect(itemIds(summary)).toEqual([...daily].sort());
    const { rows } = await env.gw.db.query<{ mode: string }>(
      'select mode from public.notification_emails where id = $1',
      [summary.email_id],
    );
    expect(rows[0].mode).toBe('daily');
  });

  it('waits until the oldest immediate notification is older than the window, then takes them all', async () => {
    const p = await person();
    const recent = await notify(p, 1, { minutesAgo: 1 });
    expect(await claim('immediate', [p], 300)).toEqual([]);
    const older = await notify(p, 1, { minutesAgo: 6 });
    const [email] = await claim('immediate', [p], 300);
    expect(itemIds(email)).toEqual([...recent, ...older].sort());
  });

  it('for one person takes only theirs, and leaves everyone else’s pending', async () => {
    const [one, other] = [await person(), await person()];
    const mine = await notify(one, 2);
    const theirs = await notify(other, 1);
    const { data, error } = await env.service.rpc('claim_notification_emails', {
      p_mode: 'immediate',
      p_window_seconds: 0,
      p_max_emails: 1000,
      p_profile_id: one,
    });
    expect(error).toBeNull();
    expect((data as Claimed[]).map((e) => e.profile_id)).toEqual([one]);
    expect(itemIds((data as Claimed[])[0])).toEqual([...mine].sort());
    expect((await states(theirs)).map((n) => n.email_state)).toEqual(['pending']);
  });

  it('sends nothing to an inactive person and skips their notifications', async () => {
    const p = await person({ active: false });
    const ids = await notify(p, 2);
    expect(await claim('immediate', [p])).toEqual([]);
    expect((await states(ids)).map((n) => n.email_state)).toEqual(['skipped', 'skipped']);
  });

  it('leaves out a notification whose item was deleted before the e-mail', async () => {
    const p = await person();
    const doc = async () => {
      const { rows } = await env.gw.db.query<{ id: string }>(
        `insert into public.documents (company_id, year, month, name, url)
         values ($1, 2026, 11, 'Aviso', 'storage://repse-documents/aviso.pdf') returning id`,
        [COMPANY.C],
      );
      return rows[0].id;
    };
    const [kept, gone] = [await doc(), await doc()];
    const keptIds = await notify(p, 1, { category: 'documents', item_table: 'documents', item_id: kept });
    const goneIds = await notify(p, 1, { category: 'documents', item_table: 'documents', item_id: gone });
    const other = await notify(p, 1, { item_table: 'not_a_table', item_id: randomUUID() });
    await env.gw.db.query('delete from public.documents where id = $1', [gone]);

    const [email] = await claim('immediate', [p]);
    expect(itemIds(email)).toEqual([...keptIds, ...other].sort());
    expect((await states(goneIds))[0]).toMatchObject({ email_state: 'skipped', email_id: null });
    await env.gw.db.query('delete from public.documents where id = $1', [kept]);
  });
});

describe('the answer of the mail server', () => {
  it('records a sent e-mail with its subject', async () => {
    const p = await person();
    await notify(p, 2);
    const [email] = await claim('immediate', [p]);
    expect((await finish(email.email_id)).data).toBe('sent');
    expect(await emailRow(email.email_id)).toMatchObject({
      status: 'sent',
      subject: 'Tienes 2 novedades en el portal',
      last_error: null,
      sent_at: expect.any(Date),
      next_attempt_at: null,
    });
    // An answer for an e-mail no longer being sent changes nothing.
    expect((await finish(email.email_id, 'tarde')).data).toBe('sent');
    expect((await emailRow(email.email_id)).last_error).toBeNull();
  });

  it('retries a refusal after 1, 5, 30 and 120 minutes, then fails it; a “sending” one is never taken', async () => {
    const p = await person();
    await notify(p, 1);
    const [email] = await claim('immediate', [p]);
    expect(await retries([p])).toEqual([]);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const status = (await finish(email.email_id, `451 intento ${attempt}`)).data;
      const row = await emailRow(email.email_id);
      expect(row).toMatchObject({ attempts: attempt, last_error: `451 intento ${attempt}` });
      if (attempt === 5) {
        expect(status).toBe('failed');
        expect(row.next_attempt_at).toBeNull();
        break;
      }
      expect(status).toBe('retrying');
      waits.push(Math.round(row.wait! / 60));
      // Not due yet.
      expect(await retries([p])).toEqual([]);
      await due(email.email_id);
      const [again] = await retries([p]);
      expect(again).toMatchObject({ email_id: email.email_id, attempts: attempt + 1 });
      expect(itemIds(again)).toEqual(itemIds(email));
      expect((await emailRow(email.email_id)).status).toBe('sending');
    }
    expect(waits).toEqual([1, 5, 30, 120]);
  });

  it('fails a permanent refusal at once', async () => {
    const p = await person();
    await notify(p, 1);
    const [email] = await claim('immediate', [p]);
    expect((await finish(email.email_id, '550 No such user', true)).data).toBe('failed');
    expect(await emailRow(email.email_id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: '550 No such user',
      next_attempt_at: null,
    });
  });

  it('fails a due retry whose person was deactivated meanwhile', async () => {
    const p = await person();
    await notify(p, 1);
    const [email] = await claim('immediate', [p]);
    await finish(email.email_id, '421 ocupado');
    await env.gw.db.query('update public.profiles set active = false where id = $1', [p]);
    await due(email.email_id);
    expect(await retries([p])).toEqual([]);
    expect(await emailRow(email.email_id)).toMatchObject({
      status: 'failed',
      last_error: 'La cuenta está desactivada: ya no se le envían correos.',
    });
  });

  it('is the service’s alone', async () => {
    const admin = env.as(DEMO.admin.uid);
    for (const call of [
      admin.rpc('claim_notification_emails', { p_mode: 'immediate' }),
      admin.rpc('take_notification_email_retries', {}),
      admin.rpc('finish_notification_email', { p_email_id: randomUUID(), p_subject: 'x' }),
      env.anon.rpc('claim_notification_emails', { p_mode: 'immediate' }),
    ]) {
      const { error } = await call;
      expect(error?.code).toBe('42501');
    }
  });
});

describe('resend', () => {
  it('makes a new e-mail for the next run, with the same notifications less a deleted item, admins only', async () => {
    const p = await person();
    const { rows } = await env.gw.db.query<{ id: string }>(
      `insert into public.documents (company_id, year, month, name, url)
       values ($1, 2026, 11, 'Reenvío', 'storage://repse-documents/reenvio.pdf') returning id`,
      [COMPANY.C],
    );
    const gone = await notify(p, 1, { category: 'documents', item_table: 'documents', item_id: rows[0].id });
    const kept = await notify(p, 2);
    const [email] = await claim('immediate', [p]);
    await finish(email.email_id, '550 No such user', true);
    await env.gw.db.query('delete from public.documents where id = $1', [rows[0].id]);

    const refused = await env.as(DEMO.clienteA.uid).rpc('resend_notification_email', {
      p_email_id: email.email_id,
    });
    expect(refused.error).toMatchObject({
      code: '42501',
      message: 'Solo un administrador puede reenviar correos.',
    });
    expect(
      (await env.service.rpc('resend_notification_email', { p_email_id: email.email_id })).error?.code,
    ).toBe('42501');

    const admin = env.as(DEMO.admin.uid);
    const { data: id, error } = await admin.rpc('resend_notification_email', { p_email_id: email.email_id });
    expect(error).toBeNull();
    const { rows: made } = await env.gw.db.query<Record<string, unknown>>(
      `select profile_id, mode, status, attempts, resend_of, subject, next_attempt_at <= now() as due
       from public.notification_emails where id = $1`,
      [id],
    );
    expect(made[0]).toEqual({
      profile_id: p,
      mode: 'immediate',
      status: 'retrying',
      attempts: 0,
      resend_of: email.email_id,
      subject: 'Tienes 2 novedades en el portal',
      due: true,
    });
    // Waiting already: not doubled.
    const twice = await admin.rpc('resend_notification_email', { p_email_id: id! });
    expect(twice.error).toMatchObject({ message: 'Este correo ya está programado para enviarse de nuevo.' });

    const [taken] = await retries([p]);
    expect(taken).toMatchObject({ email_id: id, attempts: 1 });
    expect(itemIds(taken)).toEqual([...kept].sort());
    expect(itemIds(taken)).not.toContain(gone[0]);
    // The original keeps its notifications and its answer.
    expect((await emailRow(email.email_id)).status).toBe('failed');
  });
});
