// Every function of the database that writes (its body inserts, updates or deletes, or it calls one that
// does), read from pg_proc, has a scenario here that calls it through the API as a real caller and proves
// each of its writes left an audit entry naming that caller: SECURITY DEFINER functions run as their owner,
// and triggers write as side effects, yet the entry names the token's subject. A new writing function
// without a scenario fails the first test. And a write outside any API request (a migration, the seed, the
// SQL editor) appends nothing. The gateway is this file's own: the test reads pg_proc as the superuser.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Gateway } from '../../local/api/server';
import {
  COMPANY,
  DEMO,
  PROFILE,
  firebaseToken,
  makeClient,
  portalDatabase,
  untyped,
  type IntegrationEnv,
} from './helpers';
import { ONE_QUESTION, buildCourse, completeLessons, newCollaborator } from './lms-fixtures';
import { startPortalGateway } from './portal-gateway';

let gw: Gateway;
const env = {} as IntegrationEnv;

beforeAll(async () => {
  gw = await startPortalGateway(portalDatabase());
  env.gw = gw;
  env.anon = makeClient(gw, gw.anonKey);
  env.service = makeClient(gw, gw.serviceKey);
  env.as = (uid, opts = {}) => makeClient(gw, gw.anonKey, firebaseToken(uid, opts));
});
afterAll(async () => {
  await gw?.close();
});

interface Entry {
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string | null;
  action: string;
  table_name: string;
  row_id: string | null;
}

const lastId = async () =>
  (await gw.db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from public.audit_log')).rows[0]
    .id;

/** What was appended after `mark`, as [action, table, actor profile, actor role] in order. */
async function since(mark: number) {
  const { rows } = await gw.db.query<Entry>(
    'select actor_id, actor_email, actor_role, action, table_name, row_id from public.audit_log where id > $1 order by id',
    [mark],
  );
  return rows;
}
const brief = (rows: Entry[]) => rows.map((r) => [r.action, r.table_name, r.actor_id, r.actor_role]);

/** The entries a call appends. */
async function entriesOf(call: () => Promise<unknown>) {
  const mark = await lastId();
  await call();
  return since(mark);
}

/** The data of a call that must succeed (null for a write that returns nothing). */
const must = async <P extends PromiseLike<{ data: unknown; error: unknown }>>(
  promise: P,
): Promise<NonNullable<Awaited<P>['data']>> => {
  const { data, error } = await promise;
  if (error) throw new Error(JSON.stringify(error));
  return data as NonNullable<Awaited<P>['data']>;
};

const admin = () => env.as(DEMO.admin.uid, { email: DEMO.admin.email });
const clientA = () => env.as(DEMO.clienteA.uid, { email: DEMO.clienteA.email });

/** An invoice of company A of 100 with a folio fiscal, and a complement paying all of it, as
 * record_payment_complement takes one. */
async function invoiceAndComplement(complementId = randomUUID()) {
  const cfdi = randomUUID().toUpperCase();
  const invoice = await must(
    env.service
      .from('invoices')
      .insert({
        company_id: COMPANY.A,
        invoice_number: `AUD-${randomUUID().slice(0, 8)}`,
        cfdi_uuid: cfdi,
        issue_date: '2026-01-10',
        amount: 100,
      })
      .select('id')
      .single(),
  );
  const args = {
    p_id: complementId,
    p_company_id: COMPANY.A,
    p_rep_uuid: randomUUID().toUpperCase(),
    p_issuer_rfc: 'PSD000101AA0',
    p_receiver_rfc: 'CAL010101AB1',
    p_xml_url: `storage://invoices/${COMPANY.A}/rep-auditoria.xml`,
    p_payments: [
      {
        invoice_uuid: cfdi,
        paid_on: '2026-02-05',
        currency: 'MXN',
        installment: 1,
        previous_balance: 100,
        amount_paid: 100,
        remaining: 0,
      },
    ],
  };
  return { invoice, args };
}

/** The writes of the audit trail itself. */
const TRAIL = ['app.append_audit', 'app.audit_write'];

/** One scenario per writing function (several functions may share one call). */
const SCENARIOS: { covers: string[]; title: string; run: () => Promise<void> }[] = [
  {
    title: 'record_storage_sweep: the issue it records, as the service',
    covers: ['public.record_storage_sweep'],
    async run() {
      const missing = {
        bucket: 'documents',
        object_name: `${COMPANY.A}/audit-sweep-${randomUUID()}.pdf`,
        table_name: 'documents',
        column_name: 'url',
        row_id: randomUUID(),
        company_id: COMPANY.A,
      };
      const entries = await entriesOf(() =>
        must(env.service.rpc('record_storage_sweep', { p_missing: [missing], p_orphans: [] })),
      );
      expect(brief(entries)).toEqual([['insert', 'public.storage_consistency_issues', null, 'service']]);
      // The next sweep no longer finds it: resolved as fixed, again as the service.
      const resolved = await entriesOf(() =>
        must(env.service.rpc('record_storage_sweep', { p_missing: [], p_orphans: [] })),
      );
      expect(brief(resolved)).toContainEqual([
        'update',
        'public.storage_consistency_issues',
        null,
        'service',
      ]);
    },
  },
  {
    title: 'the notification e-mails: claimed, answered and taken again, as the service',
    covers: [
      'public.claim_notification_emails',
      'public.finish_notification_email',
      'public.take_notification_email_retries',
    ],
    async run() {
      const person = await newCollaborator(env);
      await must(
        env.service.from('notifications').insert({
          profile_id: person.profile,
          category: 'courses',
          event: 'course_assigned',
          title: 'Curso asignado',
          link: '/dashboard/collaborator/lms/auditoria',
        }),
      );
      // A claim takes everyone's pending notifications: only this person's e-mail is looked at.
      let email = '';
      const ofEmail = (rows: Entry[]) => brief(rows.filter((r) => r.row_id === email));
      const claimed = await entriesOf(async () => {
        const rows = await must(
          env.service.rpc('claim_notification_emails', { p_mode: 'immediate', p_window_seconds: 0 }),
        );
        email = rows.find((r) => r.profile_id === person.profile)!.email_id;
      });
      expect(ofEmail(claimed)).toEqual([['insert', 'public.notification_emails', null, 'service']]);
      const refused = await entriesOf(() =>
        must(
          env.service.rpc('finish_notification_email', { p_email_id: email, p_subject: 'x', p_error: '451' }),
        ),
      );
      expect(ofEmail(refused)).toEqual([['update', 'public.notification_emails', null, 'service']]);
      await gw.db.query('update public.notification_emails set next_attempt_at = now() where id = $1', [
        email,
      ]);
      const taken = await entriesOf(() => must(env.service.rpc('take_notification_email_retries', {})));
      expect(ofEmail(taken)).toEqual([['update', 'public.notification_emails', null, 'service']]);
    },
  },
  {
    title: 'resend_notification_email: the new e-mail, as the admin',
    covers: ['public.resend_notification_email'],
    async run() {
      const failed = await must(
        env.service
          .from('notification_emails')
          .insert({
            profile_id: PROFILE.colaborador,
            email: DEMO.colaborador.email,
            mode: 'immediate',
            status: 'failed',
          })
          .select('id')
          .single(),
      );
      let id: string | null = null;
      const entries = await entriesOf(async () => {
        id = await must(admin().rpc('resend_notification_email', { p_email_id: failed.id }));
      });
      expect(brief(entries)).toEqual([['insert', 'public.notification_emails', PROFILE.admin, 'admin']]);
      expect(entries[0].row_id).toBe(id);
    },
  },
  {
    title: 'completing the last lesson: the progress and the certificate, as the collaborator',
    covers: ['app.lesson_progress_issue', 'app.issue_certificate_if_complete', 'app.issue_certificate_now'],
    async run() {
      const person = await newCollaborator(env);
      const course = await buildCourse(env, { lessons: 1, assign: [{ profile: person.profile }] });
      const entries = await entriesOf(() =>
        completeLessons(person.client, course.id, course.lessons, person.profile),
      );
      expect(brief(entries)).toEqual([
        ['insert', 'public.lesson_progress', person.profile, 'collaborator'],
        ['insert', 'public.certificates', person.profile, 'collaborator'],
      ]);
      expect(entries[0].row_id).toBe(`${person.profile}/${course.lessons[0]}`);
    },
  },
  {
    title: 'submit_quiz_attempt: the attempt and the certificate, as the collaborator',
    covers: ['public.submit_quiz_attempt'],
    async run() {
      const person = await newCollaborator(env);
      const course = await buildCourse(env, {
        lessons: 1,
        quiz: { passing: 100, maxAttempts: null, questions: [ONE_QUESTION] },
        assign: [{ profile: person.profile }],
      });
      await completeLessons(person.client, course.id, course.lessons, person.profile);
      const q = course.questions[0];
      const entries = await entriesOf(() =>
        must(
          person.client.rpc('submit_quiz_attempt', {
            p_course_id: course.id,
            p_answers: { [q.id]: [q.options['Sí']] },
          }),
        ),
      );
      expect(brief(entries)).toEqual([
        ['insert', 'public.quiz_attempts', person.profile, 'collaborator'],
        ['insert', 'public.certificates', person.profile, 'collaborator'],
      ]);
    },
  },
  {
    title: 'issue_certificate after a revocation, as the admin',
    covers: ['public.issue_certificate'],
    async run() {
      const person = await newCollaborator(env);
      const course = await buildCourse(env, { lessons: 1, assign: [{ profile: person.profile }] });
      await completeLessons(person.client, course.id, course.lessons, person.profile);
      await must(
        admin()
          .from('certificates')
          .update({ revoked_reason: 'Datos erróneos' })
          .eq('profile_id', person.profile),
      );
      const entries = await entriesOf(() =>
        must(admin().rpc('issue_certificate', { p_profile_id: person.profile, p_course_id: course.id })),
      );
      expect(brief(entries)).toEqual([['insert', 'public.certificates', PROFILE.admin, 'admin']]);
    },
  },
  {
    title: 'publishing a document: the document and its delivery, as the admin',
    covers: ['app.log_document_published'],
    async run() {
      const entries = await entriesOf(() =>
        must(
          admin()
            .from('documents')
            .insert({
              company_id: COMPANY.A,
              year: 2026,
              month: 5,
              name: `Auditoría ${randomUUID()}`,
              url: `storage://repse-documents/${COMPANY.A}/auditoria.pdf`,
            }),
        ),
      );
      expect(brief(entries)).toEqual([
        ['insert', 'public.documents', PROFILE.admin, 'admin'],
        ['insert', 'public.delivery_events', PROFILE.admin, 'admin'],
      ]);
    },
  },
  {
    title: 'publishing a laboratory result: the request and its delivery, as the admin',
    covers: ['app.log_result_published'],
    async run() {
      const lab = await must(
        env.service
          .from('laboratory_requests')
          .insert({ company_id: COMPANY.A, request_type: 'Biometría', patient_name: 'Ana' })
          .select('id')
          .single(),
      );
      const entries = await entriesOf(() =>
        must(
          admin()
            .from('laboratory_requests')
            .update({ result_url: `storage://lab-results/${COMPANY.A}/auditoria.pdf` })
            .eq('id', lab.id),
        ),
      );
      expect(brief(entries)).toEqual([
        ['update', 'public.laboratory_requests', PROFILE.admin, 'admin'],
        ['insert', 'public.delivery_events', PROFILE.admin, 'admin'],
      ]);
    },
  },
  {
    title: 'record_delivery: the first opening, as the client',
    covers: ['public.record_delivery'],
    async run() {
      const doc = await must(
        env.service
          .from('documents')
          .insert({
            company_id: COMPANY.A,
            year: 2026,
            month: 6,
            name: `Abierto ${randomUUID()}`,
            url: `storage://repse-documents/${COMPANY.A}/abierto.pdf`,
          })
          .select('id')
          .single(),
      );
      const entries = await entriesOf(() =>
        must(clientA().rpc('record_delivery', { p_event: 'opened', p_document_id: doc.id })),
      );
      expect(brief(entries)).toEqual([['insert', 'public.delivery_events', PROFILE.clienteA, 'client']]);
    },
  },
  {
    title: 'record_lab_result_access: the access and the first download, as the client',
    covers: ['public.record_lab_result_access'],
    async run() {
      const lab = await must(
        env.service
          .from('laboratory_requests')
          .insert({
            company_id: COMPANY.A,
            request_type: `Consultado ${randomUUID()}`,
            status: 'completado',
            result_url: `storage://lab-results/${COMPANY.A}/consultado.pdf`,
          })
          .select('id')
          .single(),
      );
      const entries = await entriesOf(() =>
        must(clientA().rpc('record_lab_result_access', { p_laboratory_request_id: lab.id })),
      );
      // The access itself is in lab_result_accesses, a log of its own naming who and on what basis (not
      // audited twice); the first download is in the delivery log, which is.
      expect(brief(entries)).toEqual([['insert', 'public.delivery_events', PROFILE.clienteA, 'client']]);
      const accesses = await must(
        env.service
          .from('lab_result_accesses')
          .select('profile_id, basis')
          .eq('laboratory_request_id', lab.id),
      );
      expect(accesses).toEqual([{ profile_id: PROFILE.clienteA, basis: 'resultado_completo' }]);
    },
  },
  {
    title: 'set_document_type_companies: each row, as the admin',
    covers: ['public.set_document_type_companies'],
    async run() {
      const type = await must(
        env.service
          .from('document_types')
          .insert({
            code: `auditoria_${randomUUID().slice(0, 8)}`,
            name: `Tipo ${randomUUID()}`,
            periodicity: 'monthly',
            due_day: 17,
            scope: 'company',
            applies_to_all: false,
          })
          .select('id')
          .single(),
      );
      const set = (ids: string[]) =>
        must(admin().rpc('set_document_type_companies', { p_type_id: type.id, p_company_ids: ids }));
      expect(brief(await entriesOf(() => set([COMPANY.A, COMPANY.B])))).toEqual([
        ['insert', 'public.document_type_companies', PROFILE.admin, 'admin'],
        ['insert', 'public.document_type_companies', PROFILE.admin, 'admin'],
      ]);
      expect(brief(await entriesOf(() => set([COMPANY.B])))).toEqual([
        ['delete', 'public.document_type_companies', PROFILE.admin, 'admin'],
      ]);
    },
  },
  {
    title: 'record_payment_complement: the complement, its payment and the invoice, as the admin',
    covers: ['public.record_payment_complement'],
    async run() {
      const { invoice, args } = await invoiceAndComplement();
      const entries = await entriesOf(() => must(admin().rpc('record_payment_complement', args)));
      expect(brief(entries)).toEqual([
        ['insert', 'public.payment_complements', PROFILE.admin, 'admin'],
        ['insert', 'public.invoice_payments', PROFILE.admin, 'admin'],
        ['update', 'public.invoices', PROFILE.admin, 'admin'],
      ]);
      expect(entries[2].row_id).toBe(invoice.id);
    },
  },
  {
    title: 'remove_payment_complement: its payment, the invoice and the complement, as the admin',
    covers: ['public.remove_payment_complement'],
    async run() {
      const complementId = randomUUID();
      const { invoice, args } = await invoiceAndComplement(complementId);
      await must(admin().rpc('record_payment_complement', args));
      const entries = await entriesOf(() =>
        must(admin().rpc('remove_payment_complement', { p_id: complementId })),
      );
      expect(brief(entries)).toEqual([
        ['delete', 'public.invoice_payments', PROFILE.admin, 'admin'],
        ['update', 'public.invoices', PROFILE.admin, 'admin'],
        ['delete', 'public.payment_complements', PROFILE.admin, 'admin'],
      ]);
      expect(entries[1].row_id).toBe(invoice.id);
      expect(entries[2].row_id).toBe(complementId);
    },
  },
  {
    title: 'issue_delivery_receipt: the receipt, as the admin',
    covers: ['app.issue_delivery_receipt', 'public.issue_delivery_receipt'],
    async run() {
      // The seed's documents were published today: the current month (in Mexico City, as the database
      // counts months) has publications for company A.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
      const month = `${today.slice(0, 7)}-01`;
      let id = '';
      const entries = await entriesOf(async () => {
        id = (await must(admin().rpc('issue_delivery_receipt', { p_company_id: COMPANY.A, p_month: month })))
          .id;
      });
      expect(brief(entries)).toEqual([['insert', 'public.delivery_receipts', PROFILE.admin, 'admin']]);
      expect(entries[0].row_id).toBe(id);
    },
  },
  {
    title: 'touch_account_visit: the first visit, as the person',
    covers: ['public.touch_account_visit'],
    async run() {
      const person = await newCollaborator(env);
      const entries = await entriesOf(() => must(person.client.rpc('touch_account_visit')));
      expect(brief(entries)).toEqual([['insert', 'public.account_visits', person.profile, 'collaborator']]);
      expect(entries[0].row_id).toBe(person.profile);
      // Within the same visit only the stamp moves: nothing to record.
      expect(await entriesOf(() => must(person.client.rpc('touch_account_visit')))).toEqual([]);
    },
  },
  {
    title: 'sync_my_profile linking a prepared profile, as the person it now belongs to',
    covers: ['public.sync_my_profile'],
    async run() {
      const id = randomUUID();
      const email = `enlace-${id.slice(0, 8)}@portal.demo`;
      await must(
        untyped(env.service)
          .from('profiles')
          .insert({ id, email, username: `enlace-${id.slice(0, 8)}`, role: 'client', company_id: COMPANY.A }),
      );
      const uid = `enlace-${id}`;
      const entries = await entriesOf(() => must(env.as(uid, { email }).rpc('sync_my_profile')));
      expect(brief(entries)).toEqual([['update', 'public.profiles', id, 'client']]);
      expect(entries[0]).toMatchObject({ actor_email: email, row_id: id });
    },
  },
];

/**
 * Notifications are derived data, not audited (supabase/migrations/*_notification_events.sql): the write
 * that causes them is the entry, and the notifications themselves add none. Each scenario proves they were
 * written, so a trigger that stopped firing cannot pass for one that is not audited.
 */
const notificationsOf = async (itemId: string) =>
  (
    await gw.db.query<{ n: number }>(
      'select count(*)::int as n from public.notifications where item_id = $1',
      [itemId],
    )
  ).rows[0].n;

SCENARIOS.push(
  {
    title: 'notifications of a published document, invoice, result and report: only the item, as the admin',
    covers: [
      'app.notify_documents_inserted',
      'app.notify_documents_updated',
      'app.notify_invoices_inserted',
      'app.notify_invoices_updated',
      'app.notify_results_inserted',
      'app.notify_results_updated',
      'app.notify_reports_inserted',
      'app.notify_reports_updated',
    ],
    async run() {
      const insert = async (table: string, row: Record<string, unknown>) => {
        let id = '';
        const entries = await entriesOf(async () => {
          id = (await must(untyped(admin()).from(table).insert(row).select('id').single())).id as string;
        });
        expect(brief(entries.filter((e) => e.table_name !== 'public.delivery_events'))).toEqual([
          ['insert', `public.${table}`, PROFILE.admin, 'admin'],
        ]);
        expect(await notificationsOf(id)).toBeGreaterThan(0);
        return id;
      };
      const update = async (table: string, id: string, change: Record<string, unknown>) => {
        const before = await notificationsOf(id);
        const entries = await entriesOf(() => must(untyped(admin()).from(table).update(change).eq('id', id)));
        expect(brief(entries.filter((e) => e.table_name !== 'public.delivery_events'))).toEqual([
          ['update', `public.${table}`, PROFILE.admin, 'admin'],
        ]);
        expect(await notificationsOf(id)).toBeGreaterThan(before);
      };
      const doc = await insert('documents', {
        company_id: COMPANY.A,
        year: 2026,
        month: 7,
        name: `Aviso ${randomUUID()}`,
        url: `storage://repse-documents/${COMPANY.A}/aviso.pdf`,
      });
      await update('documents', doc, { company_id: COMPANY.B });
      const invoice = await insert('invoices', {
        company_id: COMPANY.A,
        invoice_number: `AV-${randomUUID().slice(0, 8)}`,
        issue_date: '2026-11-01',
        amount: 10,
      });
      await update('invoices', invoice, { company_id: COMPANY.B });
      const withResult = await insert('laboratory_requests', {
        company_id: COMPANY.A,
        request_type: 'Audiometría',
        result_url: `storage://lab-results/${COMPANY.A}/aviso.pdf`,
      });
      expect(withResult).not.toBe('');
      const lab = await must(
        env.service
          .from('laboratory_requests')
          .insert({ company_id: COMPANY.A, request_type: 'Biometría' })
          .select('id')
          .single(),
      );
      await update('laboratory_requests', lab.id, {
        result_url: `storage://lab-results/${COMPANY.A}/aviso-2.pdf`,
      });
      const report = await insert('indicators', {
        company_id: COMPANY.A,
        url: 'https://lookerstudio.google.com/embed/reporting/aviso',
      });
      await update('indicators', report, { url_monthly: `storage://monthly-reports/${COMPANY.A}/aviso.pdf` });
    },
  },
  {
    title:
      'notifications of a course assigned, its due date changed and its publication: only the item, as the admin',
    covers: [
      'app.notify_course_assignments_inserted',
      'app.notify_course_assignments_updated',
      'app.notify_courses_published',
    ],
    async run() {
      const person = await newCollaborator(env);
      const course = await buildCourse(env, { lessons: 1, published: false });
      let assignment = '';
      const assigned = await entriesOf(async () => {
        assignment = (
          await must(
            admin()
              .from('course_assignments')
              .insert({ course_id: course.id, profile_id: person.profile })
              .select('id')
              .single(),
          )
        ).id;
      });
      expect(brief(assigned)).toEqual([['insert', 'public.course_assignments', PROFILE.admin, 'admin']]);
      const published = await entriesOf(() =>
        must(admin().from('courses').update({ published: true }).eq('id', course.id)),
      );
      expect(brief(published)).toEqual([['update', 'public.courses', PROFILE.admin, 'admin']]);
      expect(await notificationsOf(assignment)).toBe(1);
      const changed = await entriesOf(() =>
        must(admin().from('course_assignments').update({ due_date: '2027-03-01' }).eq('id', assignment)),
      );
      expect(brief(changed)).toEqual([['update', 'public.course_assignments', PROFILE.admin, 'admin']]);
      expect(await notificationsOf(assignment)).toBe(2);
    },
  },
  {
    title: 'notifications of a certificate issued and revoked, and of a new account: only the item',
    covers: [
      'app.notify_certificates_issued',
      'app.notify_certificates_revoked',
      'app.notify_account_created',
    ],
    async run() {
      const id = randomUUID();
      const created = await entriesOf(() =>
        must(
          untyped(admin())
            .from('profiles')
            .insert({
              id,
              email: `aviso-${id.slice(0, 8)}@portal.demo`,
              username: `aviso-${id.slice(0, 8)}`,
            }),
        ),
      );
      expect(brief(created)).toEqual([['insert', 'public.profiles', PROFILE.admin, 'admin']]);
      expect(await notificationsOf(id)).toBe(1);
      const person = await newCollaborator(env);
      const course = await buildCourse(env, { lessons: 1, assign: [{ profile: person.profile }] });
      const issued = await entriesOf(() =>
        completeLessons(person.client, course.id, course.lessons, person.profile),
      );
      expect(brief(issued)).toEqual([
        ['insert', 'public.lesson_progress', person.profile, 'collaborator'],
        ['insert', 'public.certificates', person.profile, 'collaborator'],
      ]);
      const cert = issued[1].row_id as string;
      expect(await notificationsOf(cert)).toBe(1);
      const revoked = await entriesOf(() =>
        must(admin().from('certificates').update({ revoked_reason: 'Datos erróneos' }).eq('id', cert)),
      );
      expect(brief(revoked)).toEqual([['update', 'public.certificates', PROFILE.admin, 'admin']]);
      expect(await notificationsOf(cert)).toBe(2);
    },
  },
  {
    title: 'make_reminders and mark_notifications_read: derived and personal, nothing to record',
    covers: ['public.make_reminders', 'public.mark_notifications_read'],
    async run() {
      const count = async (sql: string) => (await gw.db.query<{ n: number }>(sql)).rows[0].n;
      const made = await entriesOf(async () => {
        expect(
          await must(env.service.rpc('make_reminders', { p_today: '2040-01-01' })),
        ).toBeGreaterThanOrEqual(0);
      });
      expect(made).toEqual([]);
      const unread = await count(
        `select count(*)::int as n from public.notifications where profile_id = '${PROFILE.clienteA}' and read_at is null`,
      );
      expect(unread).toBeGreaterThan(0);
      const marked = await entriesOf(async () => {
        expect(await must(clientA().rpc('mark_notifications_read'))).toBe(unread);
      });
      expect(marked).toEqual([]);
    },
  },
);

/** The functions of `public` and `app` that write, directly or through another such function. */
async function writingFunctions(): Promise<string[]> {
  const { rows } = await gw.db.query<{ name: string; body: string }>(`
    select n.nspname || '.' || p.proname as name, p.prosrc as body
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'app')`);
  const writes = /\b(insert\s+into|update\s+[\w."]+\s+set|delete\s+from)\b/i;
  const writers = new Set(rows.filter((r) => writes.test(r.body)).map((r) => r.name));
  for (let grown = true; grown;) {
    grown = false;
    for (const r of rows) {
      if (writers.has(r.name)) continue;
      if ([...writers].some((w) => new RegExp(`\\b${w.replace('.', '\\.')}\\s*\\(`, 'i').test(r.body))) {
        writers.add(r.name);
        grown = true;
      }
    }
  }
  return [...writers].filter((w) => !TRAIL.includes(w)).sort();
}

describe('every function that writes leaves its entries, naming the caller', () => {
  it('each writing function has a scenario below', async () => {
    const covered = SCENARIOS.flatMap((s) => s.covers).sort();
    expect(await writingFunctions()).toEqual(covered);
  });

  it.each(SCENARIOS)('$title', async ({ run }) => {
    await run();
  });
});

describe('writes outside any API request', () => {
  it('a statement with no request (a migration, the seed, the SQL editor) appends nothing', async () => {
    const mark = await lastId();
    await gw.db.query('update public.companies set name = name || $1 where id = $2', [' (SQL)', COMPANY.C]);
    await gw.db.query(`update public.companies set name = replace(name, ' (SQL)', '') where id = $1`, [
      COMPANY.C,
    ]);
    expect(await since(mark)).toEqual([]);
  });

  it('the seed appended nothing', async () => {
    const { rows } = await gw.db.query<{ n: number }>(
      `select count(*)::int as n from public.audit_log where table_name = 'public.companies' and row_id = $1
         and action = 'insert'`,
      [COMPANY.A],
    );
    expect(rows[0].n).toBe(0);
  });
});
