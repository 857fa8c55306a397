// The notification e-mails with in-memory stand-ins for the database and the mail server: one e-mail per
// person with every notification it claimed, what the e-mail says and links to, at most one hand-over per
// e-mail whatever fails after it, and the answers recorded (sent, retried, failed for good). The claim's
// rules (preferences, window, deleted items, locks) and the backoff are SQL, tested on the real schema in
// tests/integration/notification-sender.test.ts.
import { describe, expect, it } from 'vitest';

import type { Mailer, OutgoingMail } from '../../../functions/src/mail/types';
import {
  EMAIL_LIST_LIMIT,
  emailSubject,
  groupByCategory,
  notificationEmail,
  type EmailItem,
  type PendingEmail,
} from '../../../functions/src/notifications/email';
import {
  isPermanentRefusal,
  localDate,
  runReminders,
  runSender,
  type SendMode,
  type SenderData,
} from '../../../functions/src/notifications/sender';
import { PROVIDER } from './fakes';

let serial = 0;
const item = (over: Partial<EmailItem> = {}): EmailItem => ({
  id: `n-${(serial += 1)}`,
  category: 'invoices',
  event: 'invoice_published',
  title: `Nueva factura A-${1000 + serial}`,
  body: null,
  link: `/dashboard/client?tab=billing&factura=f-${serial}`,
  created_at: '2026-11-28T16:00:00Z',
  ...over,
});

interface Person {
  email: string;
  role: string;
  full_name: string | null;
  pending: EmailItem[];
}

interface Row {
  id: string;
  person: Person;
  mode: SendMode;
  items: EmailItem[];
  status: 'sending' | 'sent' | 'retrying' | 'failed';
  attempts: number;
  subject: string | null;
  last_error: string | null;
  due: boolean;
}

/** The database: each claim takes a person's pending notifications into one 'sending' e-mail. */
class FakeData implements SenderData {
  emails: Row[] = [];
  claims: Array<{ mode: SendMode; windowSeconds: number; max: number }> = [];
  /** The next finish calls that fail (the process stops, the database is unreachable). */
  failFinish = 0;
  constructor(public people: Person[]) {}

  private pending(row: Row): PendingEmail {
    const { person } = row;
    return {
      email_id: row.id,
      email: person.email,
      full_name: person.full_name,
      role: person.role,
      mode: row.mode,
      items: row.items,
    };
  }
  async claim(mode: SendMode, windowSeconds: number, max: number) {
    this.claims.push({ mode, windowSeconds, max });
    const out: PendingEmail[] = [];
    for (const person of this.people) {
      if (out.length >= max || person.pending.length === 0) continue;
      const row: Row = {
        id: `e-${this.emails.length + 1}`,
        person,
        mode,
        items: person.pending,
        status: 'sending',
        attempts: 1,
        subject: null,
        last_error: null,
        due: false,
      };
      person.pending = [];
      this.emails.push(row);
      out.push(this.pending(row));
    }
    return out;
  }
  async takeRetries(max: number) {
    const due = this.emails.filter((e) => e.status === 'retrying' && e.due).slice(0, max);
    for (const e of due) Object.assign(e, { status: 'sending', attempts: e.attempts + 1, due: false });
    return due.map((e) => this.pending(e));
  }
  async finish(id: string, subject: string, error: string | null, permanent: boolean) {
    if (this.failFinish > 0) {
      this.failFinish -= 1;
      throw new Error('Sin conexión con la base de datos');
    }
    const row = this.emails.find((e) => e.id === id)!;
    if (row.status !== 'sending') return row.status;
    row.subject = subject;
    row.last_error = error;
    row.status = error === null ? 'sent' : permanent || row.attempts >= 5 ? 'failed' : 'retrying';
    return row.status;
  }
}

/** The mail server: keeps what it accepted; refuses the next ones with the given SMTP codes. */
class FakeMailer implements Mailer {
  sent: OutgoingMail[] = [];
  refusals: number[] = [];
  async send(mail: OutgoingMail) {
    const code = this.refusals.shift();
    if (code !== undefined)
      throw Object.assign(new Error(`${code} Mailbox unavailable`), { responseCode: code });
    this.sent.push(mail);
  }
}

const person = (email: string, pending: EmailItem[], role = 'client'): Person => ({
  email,
  role,
  full_name: 'Ana López',
  pending,
});

const deps = (data: FakeData, mailer = new FakeMailer()) => ({ data, mailer, provider: PROVIDER });

describe('the e-mail of one person', () => {
  it('groups the notifications by category in the order of Mi Perfil, each with its deep link', () => {
    const items = [
      item({ category: 'invoices', title: 'Nueva factura A-1004', created_at: '2026-11-28T16:05:00Z' }),
      item({
        category: 'documents',
        event: 'document_published',
        title: 'Nuevo documento: Opinión del IMSS',
        link: '/dashboard/client?tab=repse&anio=2026&mes=11&documento=d-1',
      }),
      item({ category: 'invoices', title: 'Nueva factura A-1003', created_at: '2026-11-28T16:01:00Z' }),
    ];
    expect(groupByCategory(items).map((g) => [g.label, g.items.map((i) => i.title)])).toEqual([
      ['Documentos', ['Nuevo documento: Opinión del IMSS']],
      ['Facturas', ['Nueva factura A-1003', 'Nueva factura A-1004']],
    ]);
    const mail = notificationEmail(
      {
        email_id: 'e-1',
        email: 'ana@cliente.mx',
        full_name: 'Ana López',
        role: 'client',
        mode: 'immediate',
        items,
      },
      PROVIDER,
    );
    expect(mail.to).toBe('ana@cliente.mx');
    expect(mail.subject).toBe('Tienes 3 novedades en el portal');
    expect(mail.messageId).toBe('<e-1@portal-notificaciones>');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('https://portal.proveedor.mx/dashboard/client?tab=repse&');
      expect(body).toContain(PROVIDER.name);
      expect(body).toContain(PROVIDER.email);
      expect(body).toContain(PROVIDER.phone);
      expect(body).toContain('Hola, Ana López:');
    }
    expect(mail.text).toContain(
      'Documentos:\n- Nuevo documento: Opinión del IMSS (28/11/2026 10:00)\n  https://portal.proveedor.mx/dashboard/client?tab=repse&anio=2026&mes=11&documento=d-1',
    );
    expect(mail.text.indexOf('A-1003')).toBeLessThan(mail.text.indexOf('A-1004'));
    expect(mail.html).toContain('href="https://portal.proveedor.mx/dashboard/client?tab=repse&amp;anio=2026');
    expect(mail.text).toContain('https://portal.proveedor.mx/dashboard/client?tab=profile');
  });

  it('names the single novelty in the subject, and the daily summary as such', () => {
    const one = [item({ title: 'Nueva factura A-1004' })];
    expect(emailSubject({ mode: 'immediate', items: one })).toBe('1 novedad: Nueva factura A-1004');
    expect(emailSubject({ mode: 'daily', items: one })).toBe('Tu resumen diario: 1 novedad en el portal');
    const daily = notificationEmail(
      {
        email_id: 'e-2',
        email: 'ana@cliente.mx',
        full_name: null,
        role: 'client',
        mode: 'daily',
        items: [item(), item()],
      },
      PROVIDER,
    );
    expect(daily.subject).toBe('Tu resumen diario: 2 novedades en el portal');
    expect(daily.html).toContain('<h1 style="font-size:1.25rem">Resumen diario</h1>');
    expect(daily.text.startsWith('Hola:\n\nEste es tu resumen diario')).toBe(true);
  });

  it('links each role to the preferences of its own Mi Perfil', () => {
    const link = (role: string) =>
      notificationEmail(
        { email_id: 'e', email: 'x@y.mx', full_name: null, role, mode: 'immediate', items: [item()] },
        { ...PROVIDER, portalUrl: 'https://portal.proveedor.mx/' },
      ).text;
    expect(link('client')).toContain('https://portal.proveedor.mx/dashboard/client?tab=profile');
    expect(link('collaborator')).toContain('https://portal.proveedor.mx/dashboard/collaborator/perfil');
    expect(link('admin')).toContain('https://portal.proveedor.mx/dashboard/admin/perfil');
  });

  it('escapes what the data says in the HTML, and counts what it does not list', () => {
    const items = Array.from({ length: EMAIL_LIST_LIMIT + 3 }, () => item());
    items[0] = item({ title: 'Reporte <b>"A&B"</b>', category: 'reports' });
    const mail = notificationEmail(
      { email_id: 'e', email: 'x@y.mx', full_name: null, role: 'client', mode: 'immediate', items },
      PROVIDER,
    );
    expect(mail.html).toContain('Reporte &lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>"A&B"</b>');
    expect(mail.subject).toBe(`Tienes ${EMAIL_LIST_LIMIT + 3} novedades en el portal`);
    expect(mail.text).toContain('…y 3 novedades más en el portal.');
    expect(mail.text.match(/^- /gm)).toHaveLength(EMAIL_LIST_LIMIT);
  });
});

describe('a run of the sender', () => {
  it('sends each person one e-mail with all of their notifications and records each as sent', async () => {
    const data = new FakeData([
      person('ana@cliente.mx', [item(), item(), item()]),
      person('luis@colaborador.mx', [item({ category: 'courses' })], 'collaborator'),
    ]);
    const mailer = new FakeMailer();
    const report = await runSender(deps(data, mailer), { mode: 'immediate', windowSeconds: 180 });
    expect(report).toEqual({ sent: 2, retrying: 0, failed: 0, errors: [] });
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['ana@cliente.mx', 'Tienes 3 novedades en el portal'],
      ['luis@colaborador.mx', `1 novedad: ${data.emails[1].items[0].title}`],
    ]);
    expect(data.emails.map((e) => [e.status, e.subject])).toEqual([
      ['sent', 'Tienes 3 novedades en el portal'],
      ['sent', mailer.sent[1].subject],
    ]);
    expect(data.claims[0]).toEqual({ mode: 'immediate', windowSeconds: 180, max: 50 });
  });

  it('claims batch after batch until one comes back short', async () => {
    const data = new FakeData(Array.from({ length: 5 }, (_, i) => person(`p${i}@cliente.mx`, [item()])));
    const mailer = new FakeMailer();
    const report = await runSender(deps(data, mailer), { mode: 'daily', windowSeconds: 0, batch: 2 });
    expect(report.sent).toBe(5);
    expect(data.claims.map((c) => c.max)).toEqual([2, 2, 2]);
    expect(new Set(mailer.sent.map((m) => m.to)).size).toBe(5);
  });

  it('never hands an e-mail over twice when recording its answer fails (a crash between send and mark)', async () => {
    const data = new FakeData([person('ana@cliente.mx', [item(), item()])]);
    const mailer = new FakeMailer();
    data.failFinish = 1;
    const first = await runSender(deps(data, mailer), { mode: 'immediate', windowSeconds: 0 });
    expect(first.sent).toBe(1);
    expect(first.errors).toEqual([
      'Se envió el correo a ana@cliente.mx, pero no se pudo registrar: Sin conexión con la base de datos',
    ]);
    expect(data.emails[0].status).toBe('sending');
    const second = await runSender(deps(data, mailer), { mode: 'immediate', windowSeconds: 0 });
    expect(second).toEqual({ sent: 0, retrying: 0, failed: 0, errors: [] });
    expect(mailer.sent).toHaveLength(1);
  });

  it('records a temporary refusal for a later attempt, and sends it when it is due', async () => {
    const data = new FakeData([person('ana@cliente.mx', [item()]), person('luis@cliente.mx', [item()])]);
    const mailer = new FakeMailer();
    mailer.refusals = [451];
    const first = await runSender(deps(data, mailer), { mode: 'immediate', windowSeconds: 0 });
    expect(first).toMatchObject({ sent: 1, retrying: 1, failed: 0 });
    expect(first.errors).toEqual(['No se pudo enviar el correo a ana@cliente.mx: 451 Mailbox unavailable']);
    expect(data.emails[0]).toMatchObject({ status: 'retrying', last_error: '451 Mailbox unavailable' });
    // Not yet due: nothing is sent again.
    expect((await runSender(deps(data, mailer), { mode: 'immediate', windowSeconds: 0 })).sent).toBe(0);
    data.emails[0].due = true;
    const later = await runSender(deps(data, mailer), { mode: 'immediate', windowSeconds: 0 });
    expect(later.sent).toBe(1);
    expect(data.emails[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mailer.sent.map((m) => m.to)).toEqual(['luis@cliente.mx', 'ana@cliente.mx']);
  });

  it('fails a permanent refusal (SMTP 5xx) at once', async () => {
    const data = new FakeData([person('nadie@cliente.mx', [item()])]);
    const mailer = new FakeMailer();
    mailer.refusals = [550];
    const report = await runSender(deps(data, mailer), { mode: 'immediate', windowSeconds: 0 });
    expect(report).toMatchObject({ sent: 0, retrying: 0, failed: 1 });
    expect(data.emails[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('tells a permanent refusal from a temporary one by the SMTP code', () => {
    expect(isPermanentRefusal(Object.assign(new Error('x'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentRefusal(Object.assign(new Error('x'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentRefusal(new Error('connect ECONNREFUSED'))).toBe(false);
    expect(isPermanentRefusal(null)).toBe(false);
  });
});

describe('the reminders', () => {
  it('are made for the day in Mexico City', async () => {
    const days: string[] = [];
    const made = await runReminders(
      { makeReminders: async (today) => (days.push(today), 4) },
      new Date('2026-12-01T05:30:00Z'),
    );
    expect(made).toBe(4);
    expect(days).toEqual(['2026-11-30']);
    expect(localDate(new Date('2026-12-01T06:30:00Z'))).toBe('2026-12-01');
  });
});
