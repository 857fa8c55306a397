// Sender bench: one run of the notification sender (functions/src/notifications) with 10,000 pending
// notifications for 500 people, against the local API on PGlite (the portal's migrations and seed) and the
// local stack's SMTP catcher. Run: npm run bench:notify-send. Prints the run's duration beside its aim and
// writes it into the table of bench/README.md; nothing here passes or fails. The run's answer is checked
// (every person one e-mail, every notification e-mailed) and a mismatch is printed.
// NOTIFY_PEOPLE (500) and NOTIFY_PER_PERSON (20) change the load.
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

import { smtpMailer } from '../functions/src/mail/transport';
import { runSender } from '../functions/src/notifications/sender';
import { senderData } from '../functions/src/notifications/sender-data';
import { startSmtpCatcher } from '../local/stack/smtp-catcher';
import { startPortalGateway } from '../tests/integration/portal-gateway';
import { writeBenchReadme } from './readme-table';

const int = (name: string, fallback: number) => {
  const n = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const PEOPLE = int('NOTIFY_PEOPLE', 500);
const PER_PERSON = int('NOTIFY_PER_PERSON', 20);
/** The aim for one run with 10,000 notifications for 500 people. */
const AIM_SECONDS = 60;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  console.log(`Banco del envío de avisos · node ${process.version} · ${cpus().length} CPU · carga ${load()}`);
  const gw = await startPortalGateway({ migrationsDir: 'supabase/migrations' });
  const smtp = await startSmtpCatcher({ port: 0 });
  try {
    // People of their own (collaborators without a company), each with PER_PERSON pending notifications
    // over three categories, a third of them pointing at a REPSE document (the sender checks it exists).
    await gw.db.exec(`
      delete from public.notifications;
      insert into public.profiles (id, email, username, role, full_name)
      select gen_random_uuid(), 'banco-' || g || '@portal.demo', 'banco-' || g, 'collaborator', 'Persona ' || g
      from generate_series(1, ${PEOPLE}) g;
      insert into public.notifications (profile_id, category, event, title, link, item_table, item_id, created_at)
      select p.id, (array['documents', 'invoices', 'courses'])[1 + i % 3], 'document_published',
        'Aviso ' || i, '/dashboard/collaborator/lms/' || i,
        case when i % 3 = 0 then 'documents' end,
        case when i % 3 = 0 then (select d.id from public.documents d order by d.id limit 1) end,
        now() - interval '10 minutes'
      from public.profiles p cross join generate_series(1, ${PER_PERSON}) i
      where p.username like 'banco-%';`);
    const { rows } = await gw.db.query<{ n: number }>(
      "select count(*)::int as n from public.notifications where email_state = 'pending'",
    );
    console.log(`  ${rows[0].n} avisos pendientes para ${PEOPLE} personas`);

    // Where the time goes: the claims, the answers and the hand-overs to SMTP (summed over concurrent calls).
    const spent = { claim: 0, finish: 0, smtp: 0 };
    const timed =
      <A extends unknown[], R>(kind: keyof typeof spent, fn: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const t = performance.now();
        try {
          return await fn(...args);
        } finally {
          spent[kind] += performance.now() - t;
        }
      };
    const data = senderData({ url: gw.url, anonKey: gw.anonKey }, gw.serviceKey);
    const mailer = smtpMailer({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: 'portal',
      password: 'local',
      from: 'Banco <banco@portal.demo>',
      pool: true,
    });
    const deps = {
      data: { ...data, claim: timed('claim', data.claim), finish: timed('finish', data.finish) },
      mailer: { send: timed('smtp', mailer.send) },
      provider: { name: 'Proveedor', email: 'p@portal.demo', phone: '1', portalUrl: 'http://localhost:5173' },
    };
    const t0 = performance.now();
    const report = await runSender(deps, { mode: 'immediate', windowSeconds: 180 });
    const seconds = (performance.now() - t0) / 1000;
    mailer.close?.();

    const left = await gw.db.query<{ state: string; n: number }>(
      `select email_state as state, count(*)::int as n from public.notifications n
       join public.profiles p on p.id = n.profile_id where p.username like 'banco-%' group by 1 order by 1`,
    );
    const states = left.rows.map((r) => `${r.state} ${r.n}`).join(', ');
    const caught = smtp.messages().length;
    console.log(`  estado de los avisos: ${states}`);
    console.log(
      `  correos: ${report.sent} enviados, ${report.retrying} por reintentar, ${report.failed} fallidos; el servidor SMTP recibió ${caught}`,
    );
    const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `  tiempo en las llamadas (sumado entre envíos simultáneos): reclamar ${secs(spent.claim)}, registrar ${secs(spent.finish)}, SMTP ${secs(spent.smtp)}`,
    );
    for (const e of report.errors.slice(0, 5)) console.log(`  ${e}`);
    if (report.sent !== PEOPLE || caught !== PEOPLE) console.log(`  ¡Se esperaban ${PEOPLE} correos!`);
    const figure = `${seconds.toFixed(1)} s (${(report.sent / seconds).toFixed(0)} correos/s)`;
    console.log(`\nUna corrida del envío: ${figure} · objetivo < ${AIM_SECONDS} s · carga ${load()}`);
    await writeBenchReadme([
      {
        figure: `envío de avisos: ${PEOPLE * PER_PERSON} avisos de ${PEOPLE} personas en una corrida`,
        aim: `< ${AIM_SECONDS} s`,
        latest: figure,
      },
    ]);
  } finally {
    await smtp.close();
    await gw.close();
  }
}

await main();
