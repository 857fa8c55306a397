// Notifications written by the database (supabase/migrations/*_notification_events.sql): who gets a row for
// each event (exactly the item's readers: the company's active clients, every active client for a global
// item, the collaborators an assignment reaches, the certificate's or account's person), nobody of another
// company and no deactivated user; updates that matter notify and the others do not; the daily reminders
// come once per item, threshold and person, on their days; and each person marks only their own read.
// Every test builds a company and people of its own, so the seeded rows never blur what it counts.
import { randomUUID } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { DEMO, PROFILE, untyped, usePortalGateway } from './helpers';
import { buildCourse, completeLessons, newCollaborator, testRfc } from './lms-fixtures';

const env = usePortalGateway();
const admin = () => env.as(DEMO.admin.uid, { email: DEMO.admin.email });

/** The data of a call that must succeed. */
const must = async <P extends PromiseLike<{ data: unknown; error: unknown }>>(
  promise: P,
): Promise<NonNullable<Awaited<P>['data']>> => {
  const { data, error } = await promise;
  if (error) throw new Error(JSON.stringify(error));
  return data as NonNullable<Awaited<P>['data']>;
};

interface World {
  company: string;
  other: string;
  /** Active clients of `company`. */
  clients: string[];
  inactiveClient: string;
  /** Active collaborators of `company`, and an inactive one. */
  collaborators: string[];
  inactiveCollaborator: string;
  /** A client and a collaborator of `other`. */
  otherClient: string;
  otherCollaborator: string;
}

let serial = 0;
const tag = (what: string) => `${what} ${Date.now()}-${(serial += 1)}`;

async function newCompany(name: string): Promise<string> {
  return (
    await must(
      env.service
        .from('companies')
        .insert({ name: tag(name), rfc: testRfc() })
        .select('id')
        .single(),
    )
  ).id;
}

async function newPerson(role: 'client' | 'collaborator' | 'admin', company: string | null, active = true) {
  const id = randomUUID();
  const name = `aviso-${id.slice(0, 8)}`;
  await must(
    untyped(env.service)
      .from('profiles')
      .insert({
        id,
        email: `${name}@portal.demo`,
        username: name,
        firebase_uid: name,
        role,
        active,
        company_id: company,
      }),
  );
  return id;
}

async function newWorld(): Promise<World> {
  const [company, other] = [await newCompany('Empresa avisos'), await newCompany('Otra empresa avisos')];
  return {
    company,
    other,
    clients: [await newPerson('client', company), await newPerson('client', company)],
    inactiveClient: await newPerson('client', company, false),
    collaborators: [await newPerson('collaborator', company), await newPerson('collaborator', company)],
    inactiveCollaborator: await newPerson('collaborator', company, false),
    otherClient: await newPerson('client', other),
    otherCollaborator: await newPerson('collaborator', other),
  };
}

interface Row {
  id: string;
  profile_id: string;
  category: string;
  event: string;
  company_id: string | null;
  title: string;
  body: string | null;
  link: string;
  item_table: string | null;
  item_id: string | null;
  dedupe_key: string | null;
  read_at: string | null;
}

/** Every notification of an item, read with the service role (the ground truth). */
async function noticesOf(itemId: string, event?: string): Promise<Row[]> {
  let query = untyped(env.service).from('notifications').select('*').eq('item_id', itemId);
  if (event) query = query.eq('event', event);
  return must(query.order('created_at').order('id')) as Promise<Row[]>;
}

const recipients = (rows: Row[]) => rows.map((r) => r.profile_id).sort();
const sorted = (ids: string[]) => [...ids].sort();

/** Every active client that belongs to a company: the readers of a global item. */
async function activeClientsWithCompany(): Promise<string[]> {
  const rows = await must(
    env.service
      .from('profiles')
      .select('id')
      .eq('role', 'client')
      .eq('active', true)
      .not('company_id', 'is', null),
  );
  return sorted(rows.map((r) => r.id));
}

/** The active clients of a company now (a test may have added one). */
async function activeClientsOf(company: string): Promise<string[]> {
  const rows = await must(
    env.service
      .from('profiles')
      .select('id')
      .eq('role', 'client')
      .eq('active', true)
      .eq('company_id', company),
  );
  return sorted(rows.map((r) => r.id));
}

let w: World;
beforeAll(async () => {
  w = await newWorld();
});

describe('documents', () => {
  it("a company document: its company's active clients, nobody else", async () => {
    const doc = await must(
      admin()
        .from('documents')
        .insert({
          company_id: w.company,
          year: 2026,
          month: 4,
          name: 'Opinión de abril',
          url: 'storage://x/a.pdf',
        })
        .select('id')
        .single(),
    );
    const rows = await noticesOf(doc.id);
    expect(recipients(rows)).toEqual(sorted(w.clients));
    expect(rows[0]).toMatchObject({
      category: 'documents',
      event: 'document_published',
      company_id: w.company,
      title: 'Nuevo documento: Opinión de abril',
      link: `/dashboard/client?tab=repse&anio=2026&mes=4&documento=${doc.id}`,
      item_table: 'documents',
      read_at: null,
    });
    expect(rows[0].body).toMatch(/^Empresa avisos .* · abril 2026$/);
  });

  it('a global document: every active client of every company, no client without one, no collaborator', async () => {
    const doc = await must(
      admin()
        .from('documents')
        .insert({ is_global: true, year: 2026, month: 5, name: 'Guía global', url: 'storage://x/g.pdf' })
        .select('id')
        .single(),
    );
    const rows = await noticesOf(doc.id);
    const expected = await activeClientsWithCompany();
    expect(recipients(rows)).toEqual(expected);
    expect(expected).toEqual(expect.arrayContaining([...w.clients, w.otherClient, PROFILE.clienteA]));
    for (const nobody of [
      w.inactiveClient,
      PROFILE.sinempresa,
      PROFILE.inactivo,
      PROFILE.colaboradorA,
      PROFILE.admin,
    ]) {
      expect(expected).not.toContain(nobody);
    }
    expect(rows[0]).toMatchObject({ company_id: null, body: 'Para todos los clientes · mayo 2026' });
  });

  it('an edit notifies nobody; a move reaches only the new readers; a new file every reader again', async () => {
    const doc = await must(
      admin()
        .from('documents')
        .insert({ company_id: w.company, year: 2026, month: 6, name: 'Movible', url: 'storage://x/m.pdf' })
        .select('id')
        .single(),
    );
    const update = (change: { name?: string; sha256?: string; company_id?: string; url?: string }) =>
      must(admin().from('documents').update(change).eq('id', doc.id));
    await update({ name: 'Movible (renombrado)', sha256: 'ab'.repeat(32) });
    expect(recipients(await noticesOf(doc.id))).toEqual(sorted(w.clients));

    await update({ company_id: w.other });
    const afterMove = await noticesOf(doc.id);
    expect(recipients(afterMove)).toEqual(sorted([...w.clients, w.otherClient]));

    await update({ url: 'storage://x/m2.pdf' });
    const replaced = (await noticesOf(doc.id)).filter((r) => r.title.startsWith('Documento actualizado'));
    expect(recipients(replaced)).toEqual([w.otherClient]);
    expect(replaced[0].title).toBe('Documento actualizado: Movible (renombrado)');
  });
});

describe('invoices', () => {
  it("a new invoice: its company's active clients, with the amount and the due date", async () => {
    const invoice = await must(
      admin()
        .from('invoices')
        .insert({
          company_id: w.company,
          invoice_number: 'A-1004',
          issue_date: '2026-11-02',
          due_date: '2026-12-02',
          amount: 12345.5,
        })
        .select('id')
        .single(),
    );
    const rows = await noticesOf(invoice.id);
    expect(recipients(rows)).toEqual(sorted(w.clients));
    expect(rows[0]).toMatchObject({
      category: 'invoices',
      event: 'invoice_published',
      title: 'Nueva factura A-1004',
      link: `/dashboard/client?tab=billing&factura=${invoice.id}`,
    });
    expect(rows[0].body).toMatch(/ · \$12,345\.50 MXN · vence el 02\/12\/2026$/);
    // A status change is no news.
    await must(admin().from('invoices').update({ status: 'pagada' }).eq('id', invoice.id));
    expect(await noticesOf(invoice.id)).toHaveLength(rows.length);
  });
});

describe('laboratory', () => {
  it('a result becomes available once: when its link is first set, to the active clients', async () => {
    const lab = await must(
      admin()
        .from('laboratory_requests')
        .insert({
          company_id: w.company,
          request_type: 'Audiometría',
          patient_name: 'Rosa',
          request_date: '2026-11-20',
        })
        .select('id')
        .single(),
    );
    expect(await noticesOf(lab.id)).toEqual([]);
    await must(admin().from('laboratory_requests').update({ status: 'en_proceso' }).eq('id', lab.id));
    expect(await noticesOf(lab.id)).toEqual([]);
    await must(
      admin()
        .from('laboratory_requests')
        .update({ result_url: 'storage://lab/r.pdf', status: 'completado' })
        .eq('id', lab.id),
    );
    const rows = await noticesOf(lab.id);
    expect(recipients(rows)).toEqual(sorted(w.clients));
    expect(rows[0]).toMatchObject({
      category: 'laboratory',
      event: 'result_available',
      title: 'Resultado disponible: Audiometría',
      body: 'Rosa · solicitud del 20/11/2026',
      link: `/dashboard/client?tab=laboratory&solicitud=${lab.id}`,
    });
    await must(
      admin().from('laboratory_requests').update({ result_url: 'storage://lab/r2.pdf' }).eq('id', lab.id),
    );
    expect(await noticesOf(lab.id)).toHaveLength(rows.length);
  });
});

describe('reports', () => {
  it('a monthly report to its company, a global dashboard to every client; a link newly set notifies', async () => {
    const report = await must(
      admin()
        .from('indicators')
        .insert({
          company_id: w.company,
          title: 'Reporte de octubre',
          url_monthly: 'storage://r/o.pdf',
          year: 2026,
          month: 10,
        })
        .select('id')
        .single(),
    );
    const rows = await noticesOf(report.id);
    expect(recipients(rows)).toEqual(sorted(w.clients));
    expect(rows[0]).toMatchObject({
      category: 'reports',
      event: 'report_published',
      title: 'Nuevo reporte mensual: Reporte de octubre',
      link: `/dashboard/client?tab=monthly_reports&reporte=${report.id}`,
    });
    expect(rows[0].body).toMatch(/ · octubre 2026$/);

    const board = await must(
      admin()
        .from('indicators')
        .insert({ is_global: true, title: 'Tablero general', url: 'https://lookerstudio.google.com/embed/x' })
        .select('id')
        .single(),
    );
    const boardRows = await noticesOf(board.id);
    expect(recipients(boardRows)).toEqual(await activeClientsWithCompany());
    expect(boardRows[0].link).toBe(`/dashboard/client?tab=indicators&reporte=${board.id}`);
    await must(
      admin().from('indicators').update({ title: 'Tablero general (nuevo nombre)' }).eq('id', board.id),
    );
    expect(await noticesOf(board.id)).toHaveLength(boardRows.length);
    await must(admin().from('indicators').update({ url_monthly: 'storage://r/g.pdf' }).eq('id', board.id));
    const added = (await noticesOf(board.id)).slice(boardRows.length);
    expect(recipients(added)).toEqual(await activeClientsWithCompany());
    expect(added[0].link).toBe(`/dashboard/client?tab=monthly_reports&reporte=${board.id}`);
  });
});

describe('courses', () => {
  it('a company assignment reaches its active collaborators; a personal one its person; once per course', async () => {
    const course = await buildCourse(env, { lessons: 1 });
    const personal = await must(
      admin()
        .from('course_assignments')
        .insert({ course_id: course.id, profile_id: w.collaborators[0], due_date: '2026-12-15' })
        .select('id')
        .single(),
    );
    const first = await noticesOf(personal.id);
    expect(recipients(first)).toEqual([w.collaborators[0]]);
    expect(first[0]).toMatchObject({
      category: 'courses',
      event: 'course_assigned',
      body: 'Fecha límite: 15/12/2026',
      link: `/dashboard/collaborator/lms/${course.id}`,
      item_table: 'course_assignments',
    });
    const company = await must(
      admin()
        .from('course_assignments')
        .insert({ course_id: course.id, company_id: w.company })
        .select('id')
        .single(),
    );
    // Not the person it already reached, no inactive collaborator, no client, nobody of the other company.
    expect(recipients(await noticesOf(company.id))).toEqual([w.collaborators[1]]);

    await must(admin().from('course_assignments').update({ due_date: '2027-01-10' }).eq('id', company.id));
    const changed = await noticesOf(company.id, 'course_due_changed');
    expect(recipients(changed)).toEqual(sorted(w.collaborators));
    expect(changed[0].title).toMatch(/^Cambió la fecha límite: Curso de prueba /);
    expect(changed[0].body).toBe('Nueva fecha límite: 10/01/2027');
    // Another column changed: nothing.
    await must(
      admin().from('course_assignments').update({ assigned_by: PROFILE.admin }).eq('id', company.id),
    );
    expect(await noticesOf(company.id, 'course_due_changed')).toHaveLength(2);
  });

  it('an unpublished course tells nobody until it is published, and a second publication nobody again', async () => {
    const course = await buildCourse(env, { lessons: 1, published: false });
    const assignment = await must(
      admin()
        .from('course_assignments')
        .insert({ course_id: course.id, company_id: w.company })
        .select('id')
        .single(),
    );
    expect(await noticesOf(assignment.id)).toEqual([]);
    const publish = (published: boolean) =>
      must(admin().from('courses').update({ published }).eq('id', course.id));
    await publish(true);
    expect(recipients(await noticesOf(assignment.id))).toEqual(sorted(w.collaborators));
    await publish(false);
    await publish(true);
    expect(await noticesOf(assignment.id)).toHaveLength(2);
  });
});

describe('certificates and accounts', () => {
  it('a certificate issued and then revoked: to its collaborator', async () => {
    // People of a company of their own: the shared world's companies keep the people other tests count.
    const person = await newCollaborator(env, await newCompany('Empresa constancia'));
    const course = await buildCourse(env, { lessons: 1, assign: [{ profile: person.profile }] });
    await completeLessons(person.client, course.id, course.lessons, person.profile);
    const cert = await must(
      env.service.from('certificates').select('id, code').eq('profile_id', person.profile).single(),
    );
    const issued = await noticesOf(cert.id);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      profile_id: person.profile,
      category: 'certificates',
      event: 'certificate_issued',
      link: `/dashboard/collaborator/certificates?constancia=${cert.id}`,
    });
    expect(issued[0].body).toMatch(new RegExp(`^Folio ${cert.code} · \\d{2}/\\d{2}/\\d{4}$`));
    await must(admin().from('certificates').update({ revoked_reason: 'CURP equivocada' }).eq('id', cert.id));
    const revoked = await noticesOf(cert.id, 'certificate_revoked');
    expect(recipients(revoked)).toEqual([person.profile]);
    expect(revoked[0].body).toBe(`Folio ${cert.code} · Motivo: CURP equivocada`);
  });

  it("a new account: to that person with its role's profile screen; an inactive one gets nothing", async () => {
    const own = await newCompany('Empresa cuentas');
    const client = await newPerson('client', own);
    const collaborator = await newPerson('collaborator', null);
    const inactive = await newPerson('client', own, false);
    expect((await noticesOf(client))[0]).toMatchObject({
      profile_id: client,
      event: 'account_created',
      link: '/dashboard/client?tab=profile',
    });
    expect((await noticesOf(collaborator))[0].link).toBe('/dashboard/collaborator/perfil');
    expect(await noticesOf(inactive)).toEqual([]);
  });
});

describe('reminders (make_reminders)', () => {
  const run = (day: string) => must(env.service.rpc('make_reminders', { p_today: day }));
  const activeAdmins = async () =>
    sorted(
      (await must(env.service.from('profiles').select('id').eq('role', 'admin').eq('active', true))).map(
        (r) => r.id,
      ),
    );

  it('is for the service role only', async () => {
    for (const caller of [admin(), env.anon, env.as(DEMO.clienteA.uid)]) {
      const res = await caller.rpc('make_reminders', { p_today: '2030-01-01' });
      expect(res.error?.code).toBe('42501');
    }
  });

  it('an invoice: 3 days before its due date and overdue, once each, to the active clients', async () => {
    const invoice = await must(
      env.service
        .from('invoices')
        .insert({
          company_id: w.company,
          invoice_number: tag('R'),
          issue_date: '2032-03-01',
          due_date: '2032-03-20',
          amount: 500,
        })
        .select('id')
        .single(),
    );
    const reminders = async () => (await noticesOf(invoice.id)).filter((r) => r.dedupe_key !== null);
    await run('2032-03-16');
    expect(await reminders()).toEqual([]);
    await run('2032-03-17');
    await run('2032-03-17');
    await run('2032-03-19');
    const due = await reminders();
    const clients = await activeClientsOf(w.company);
    expect(clients).toEqual(expect.arrayContaining(w.clients));
    expect(clients).not.toContain(w.inactiveClient);
    expect(recipients(due)).toEqual(clients);
    expect(due[0]).toMatchObject({
      event: 'invoice_due',
      dedupe_key: `invoice_due:${invoice.id}:3d@2032-03-20`,
      body: 'Vence el 20/03/2032 · $500.00 MXN',
    });
    await run('2032-03-20');
    expect(await reminders()).toHaveLength(clients.length);
    await run('2032-03-21');
    await run('2032-03-22');
    const overdue = (await reminders()).filter((r) => r.event === 'invoice_overdue');
    expect(recipients(overdue)).toEqual(clients);
    expect(overdue[0].title).toMatch(/ vencida$/);
    // A paid invoice is reminded of nothing.
    const paid = await must(
      env.service
        .from('invoices')
        .insert({
          company_id: w.company,
          invoice_number: tag('P'),
          issue_date: '2032-03-01',
          due_date: '2032-03-20',
          amount: 1,
          status: 'pagada',
          paid_on: '2032-03-05',
        })
        .select('id')
        .single(),
    );
    await run('2032-03-18');
    expect((await noticesOf(paid.id)).filter((r) => r.dedupe_key !== null)).toEqual([]);
  });

  it('an expiring document: 30, 14 and 7 days before and on the day, once each, to the active admins', async () => {
    const type = await must(
      env.service
        .from('document_types')
        .insert({
          code: `aviso_${Date.now()}`,
          name: tag('Permiso'),
          periodicity: 'on_change',
          validity: 'until_expiry',
        })
        .select('id')
        .single(),
    );
    const doc = await must(
      env.service
        .from('documents')
        .insert({
          company_id: w.company,
          year: 2033,
          month: 1,
          name: 'Permiso municipal',
          url: 'storage://x/p.pdf',
          document_type_id: type.id,
          issued_on: '2032-01-01',
          expires_on: '2033-06-30',
        })
        .select('id')
        .single(),
    );
    const thresholds = async () =>
      (await noticesOf(doc.id, 'document_expiring')).map((r) => r.dedupe_key!.split(':')[2]);
    for (const day of ['2033-05-30', '2033-05-31', '2033-06-10', '2033-06-16', '2033-06-17', '2033-06-22']) {
      await run(day);
    }
    const admins = await activeAdmins();
    expect(admins).not.toContain(PROFILE.adminInactivo);
    const per = (t: string) => admins.map(() => t);
    expect(await thresholds()).toEqual([...per('30d@2033-06-30'), ...per('14d@2033-06-30')]);
    await run('2033-06-23');
    await run('2033-06-30');
    await run('2033-06-30');
    const rows = await noticesOf(doc.id, 'document_expiring');
    expect(await thresholds()).toEqual([
      ...per('30d@2033-06-30'),
      ...per('14d@2033-06-30'),
      ...per('7d@2033-06-30'),
      ...per('0d@2033-06-30'),
    ]);
    expect(recipients(rows.filter((r) => r.dedupe_key!.includes(':0d@')))).toEqual(admins);
    expect(rows.at(-1)).toMatchObject({
      title: 'Vence hoy: Permiso municipal',
      link: `/dashboard/admin/documentos?empresa=${w.company}&documento=${doc.id}`,
    });
    // A successor with a later expiry: the old one is reminded of nothing more.
    await must(
      env.service.from('documents').insert({
        company_id: w.company,
        year: 2033,
        month: 6,
        name: 'Permiso municipal (renovado)',
        url: 'storage://x/p2.pdf',
        document_type_id: type.id,
        issued_on: '2033-06-01',
        expires_on: '2034-06-30',
      }),
    );
    await run('2033-06-30');
    expect(await noticesOf(doc.id, 'document_expiring')).toHaveLength(rows.length);
  });

  it('the REPSE registration: when its renewal window opens, three months before it expires', async () => {
    const type = await must(
      env.service.from('document_types').select('id').eq('code', 'registro_repse').single(),
    );
    const doc = await must(
      env.service
        .from('documents')
        .insert({
          is_global: true,
          year: 2028,
          month: 6,
          name: 'Registro REPSE (STPS)',
          url: 'storage://x/repse.pdf',
          document_type_id: type.id,
          issued_on: '2028-06-15',
          expires_on: '2031-06-15',
        })
        .select('id')
        .single(),
    );
    await run('2031-03-14');
    expect(await noticesOf(doc.id, 'registration_renewal')).toEqual([]);
    await run('2031-03-15');
    await run('2031-04-01');
    const rows = await noticesOf(doc.id, 'registration_renewal');
    expect(recipients(rows)).toEqual(await activeAdmins());
    expect(rows[0]).toMatchObject({
      dedupe_key: `registration_renewal:${doc.id}:3m@2031-06-15`,
      link: `/dashboard/admin/documentos?documento=${doc.id}`,
      body: 'Vence el 15/06/2031; ya puedes tramitar su renovación.',
    });
  });

  it("a company's missing evidence: 5 days before its due date, to the admins, not when delivered", async () => {
    // Due the 9th of the month after each period, listed for this world's two companies only.
    const name = tag('Constancia de capacitación');
    const type = await must(
      env.service
        .from('document_types')
        .insert({
          code: `evid_${Date.now()}`,
          name,
          periodicity: 'monthly',
          due_day: 9,
          applies_to_all: false,
        })
        .select('id')
        .single(),
    );
    await must(
      env.service.from('document_type_companies').insert([
        { document_type_id: type.id, company_id: w.company },
        { document_type_id: type.id, company_id: w.other },
      ]),
    );
    // Delivered by the other company for October 2034.
    await must(
      env.service.from('documents').insert({
        company_id: w.other,
        year: 2034,
        month: 10,
        name,
        url: 'storage://x/e.pdf',
        document_type_id: type.id,
      }),
    );
    const missing = async (company: string) =>
      (await noticesOf(company, 'evidence_missing')).filter((r) => r.body?.includes(name));
    await run('2034-11-03');
    expect(await missing(w.company)).toEqual([]);
    await run('2034-11-04');
    await run('2034-11-08');
    const rows = await missing(w.company);
    expect(recipients(rows)).toEqual(await activeAdmins());
    expect(rows[0]).toMatchObject({
      company_id: w.company,
      item_table: 'companies',
      dedupe_key: `evidence_missing:${w.company}:2034-10@2034-11-09`,
      link: `/dashboard/admin/documentos/cumplimiento?empresa=${w.company}&anio=2034&mes=10`,
      body: `Vence el 09/11/2034: ${name}.`,
    });
    expect(await missing(w.other)).toEqual([]);
  });

  it('a course: 7 days before its due date and overdue, to the collaborator, not once completed', async () => {
    const own = await newCompany('Empresa vencimientos');
    const late = await newCollaborator(env, own);
    const done = await newCollaborator(env, own);
    const course = await buildCourse(env, { lessons: 1 });
    await must(
      env.service.from('course_assignments').insert([
        { course_id: course.id, profile_id: late.profile, due_date: '2035-02-20' },
        { course_id: course.id, profile_id: done.profile, due_date: '2035-02-20' },
      ]),
    );
    await completeLessons(done.client, course.id, course.lessons, done.profile);
    const reminders = async () =>
      (await noticesOf(course.id)).map((r) => [r.profile_id, r.event, r.dedupe_key]);
    await run('2035-02-12');
    expect(await reminders()).toEqual([]);
    await run('2035-02-13');
    await run('2035-02-19');
    await run('2035-02-21');
    await run('2035-02-22');
    expect(await reminders()).toEqual([
      [late.profile, 'course_due', `course_due:${course.id}:7d@2035-02-20`],
      [late.profile, 'course_overdue', `course_overdue:${course.id}:overdue@2035-02-20`],
    ]);
  });
});

describe('reading and marking', () => {
  it('each person reads only their own; mark_notifications_read marks only the caller’s', async () => {
    const [mine, theirs] = w.clients;
    const me = env.as(`aviso-${mine.slice(0, 8)}`);
    const them = env.as(`aviso-${theirs.slice(0, 8)}`);
    await must(
      env.service.from('invoices').insert(
        [1, 2, 3].map(() => ({
          company_id: w.company,
          invoice_number: tag('L'),
          issue_date: '2026-11-01',
          amount: 10,
        })),
      ),
    );
    const ownIds = sorted(
      (await must(env.service.from('notifications').select('id').eq('profile_id', mine))).map((r) => r.id),
    );
    expect(ownIds.length).toBeGreaterThan(3);
    const read = await must(me.from('notifications').select('id, profile_id'));
    expect(sorted(read.map((r) => r.id))).toEqual(ownIds);

    const theirIds = (
      await must(env.service.from('notifications').select('id').eq('profile_id', theirs))
    ).map((r) => r.id);
    // Someone else's ids, directly or through the function: nothing changes.
    expect(await must(me.rpc('mark_notifications_read', { p_ids: theirIds }))).toBe(0);
    expect(
      await must(
        me
          .from('notifications')
          .update({ read_at: new Date().toISOString() })
          .in('id', theirIds)
          .select('id'),
      ),
    ).toEqual([]);
    expect(await must(admin().rpc('mark_notifications_read', { p_ids: theirIds }))).toBe(0);
    // The columns other than read_at are not the reader's to change.
    const forged = await me.from('notifications').update({ title: 'Otro' }).eq('id', ownIds[0]);
    expect(forged.error?.code).toBe('42501');

    expect(await must(me.rpc('mark_notifications_read', { p_ids: [ownIds[0], ownIds[1]] }))).toBe(2);
    expect(await must(me.rpc('mark_notifications_read', { p_ids: [ownIds[0]] }))).toBe(0);
    expect(await must(me.rpc('mark_notifications_read'))).toBe(ownIds.length - 2);
    const unread = await must(
      env.service.from('notifications').select('id').eq('profile_id', mine).is('read_at', null),
    );
    expect(unread).toEqual([]);
    const stillUnread = await must(
      env.service.from('notifications').select('id').eq('profile_id', theirs).is('read_at', null),
    );
    expect(stillUnread).toHaveLength(theirIds.length);
    expect((await must(them.from('notifications').select('id'))).length).toBe(theirIds.length);
  });
});
