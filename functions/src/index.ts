// The portal's privileged side (Cloud Functions for Firebase, 2nd gen): what a browser must not be
// trusted with. Sign-up is closed (beforeUserCreated refuses every account a browser asks for; the Admin
// SDK's accounts never pass through it), and accounts live and end only through these callables, each
// checking that the caller is an active admin (or, to close their own sessions or make the forced password
// change, an active person). A scheduled sweep keeps Storage and the rows that reference its files
// consistent, and scheduled runs e-mail the notifications (every few minutes, a daily summary) and make
// the day's reminders.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { setGlobalOptions } from 'firebase-functions/v2';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { beforeUserCreated } from 'firebase-functions/v2/identity';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { changePassword } from './accounts/change-password';
import { createUser } from './accounts/create-user';
import type { AccountDeps } from './accounts/deps';
import { resendInvitation } from './accounts/invitation';
import { changeUserEmail, deleteUser, revokeSessions, setUserActive } from './accounts/lifecycle';
import {
  CONTACT_EMAIL,
  CONTACT_PHONE,
  MAIL_FROM,
  NOTIFICATION_WINDOW_SECONDS,
  PORTAL_URL,
  PROVIDER_NAME,
  SMTP_HOST,
  SMTP_PASSWORD,
  SMTP_PORT,
  SMTP_SECURE,
  SMTP_USER,
  STORAGE_SWEEP_GRACE_HOURS,
  SUPABASE_ANON_KEY,
  SUPABASE_SERVICE_ROLE_KEY,
  SUPABASE_URL,
} from './config';
import { requireCaller } from './lib/caller';
import { isHttpsError } from './lib/failure';
import { adminData, serviceData } from './lib/portal-data';
import { reportSummary } from './maintenance/report-text';
import { sweepStorage } from './maintenance/storage-sweep';
import { sweepData, sweepStorageApi } from './maintenance/sweep-data';
import { smtpMailer } from './mail/transport';
import type { Mailer, Provider } from './mail/types';
import {
  NOTIFICATIONS_TIME_ZONE,
  runReminders,
  runSender,
  senderSummary,
  type SendMode,
} from './notifications/sender';
import { senderData } from './notifications/sender-data';

initializeApp();
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export const SIGN_UP_CLOSED =
  'El registro está cerrado: las cuentas del portal las crea el administrador. Si necesitas acceso, pídeselo a tu proveedor.';
const UNEXPECTED = 'Ocurrió un error inesperado en el servidor. Inténtalo de nuevo.';

export const beforecreated = beforeUserCreated(() => {
  throw new HttpsError('permission-denied', SIGN_UP_CLOSED, { field: null });
});

const mailer = (pool = false): Mailer =>
  smtpMailer({
    host: SMTP_HOST.value(),
    port: SMTP_PORT.value(),
    secure: SMTP_SECURE.value() === 'true',
    user: SMTP_USER.value(),
    password: SMTP_PASSWORD.value(),
    from: MAIL_FROM.value(),
    pool,
  });

const provider = (): Provider => ({
  name: PROVIDER_NAME.value(),
  email: CONTACT_EMAIL.value(),
  phone: CONTACT_PHONE.value(),
  portalUrl: PORTAL_URL.value(),
});

type Operation<T> = (deps: AccountDeps, input: unknown) => Promise<T>;

function accountCall<T>(operation: Operation<T>, { admin = true } = {}) {
  return onCall(
    // The browser waits 70 s (src/lib/functions.ts): longer than this, so it never gives up on a call that
    // then succeeds. A mail server that hangs costs at most nodemailer's timeouts (40 s).
    { secrets: [SUPABASE_SERVICE_ROLE_KEY, SMTP_PASSWORD], timeoutSeconds: 60 },
    async (request: CallableRequest) => {
      try {
        const rest = { url: SUPABASE_URL.value(), anonKey: SUPABASE_ANON_KEY.value() };
        const lookup = serviceData(rest, SUPABASE_SERVICE_ROLE_KEY.value());
        const caller = await requireCaller(request, lookup, { admin });
        const deps: AccountDeps = {
          caller,
          auth: getAuth(),
          data: adminData(rest, caller.token),
          service: serviceData(rest, SUPABASE_SERVICE_ROLE_KEY.value(), caller.uid),
          mailer: mailer(),
          provider: provider(),
        };
        return await operation(deps, request.data);
      } catch (error) {
        if (isHttpsError(error)) throw error;
        console.error(error);
        throw new HttpsError('internal', UNEXPECTED, { field: null });
      }
    },
  );
}

export const createuser = accountCall(createUser);
export const sendinvitation = accountCall(resendInvitation);
export const setuseractive = accountCall(setUserActive);
export const deleteuser = accountCall(deleteUser);
export const changeuseremail = accountCall(changeUserEmail);
export const revokesessions = accountCall(revokeSessions, { admin: false });
export const changepassword = accountCall(changePassword, { admin: false });

// Every night: orphaned objects older than the grace period are removed, rows whose file is missing are
// recorded and e-mailed to the active admins. The emulator does not run schedules: the local stack runs
// the same sweep on a timer (local/stack/storage-sweep.ts).
export const storagesweep = onSchedule(
  {
    schedule: 'every day 03:00',
    timeZone: 'America/Mexico_City',
    secrets: [SUPABASE_SERVICE_ROLE_KEY, SMTP_PASSWORD],
    timeoutSeconds: 540,
  },
  async () => {
    const rest = { url: SUPABASE_URL.value(), anonKey: SUPABASE_ANON_KEY.value() };
    const key = SUPABASE_SERVICE_ROLE_KEY.value();
    const report = await sweepStorage(
      {
        data: sweepData(rest, key),
        storage: sweepStorageApi(rest, key),
        mailer: mailer(),
        provider: provider(),
      },
      { graceSeconds: STORAGE_SWEEP_GRACE_HOURS.value() * 3600, repair: true },
    );
    console.log(reportSummary(report, true));
    for (const error of report.errors) console.error(error);
  },
);

// The notification e-mails. The emulator does not run schedules either: `npm start` runs the same sender,
// daily summary and reminders on timers (local/stack/notifications.ts).
const sendNotifications = async (mode: SendMode) => {
  const rest = { url: SUPABASE_URL.value(), anonKey: SUPABASE_ANON_KEY.value() };
  const pooled = mailer(true);
  const report = await runSender(
    { data: senderData(rest, SUPABASE_SERVICE_ROLE_KEY.value()), mailer: pooled, provider: provider() },
    { mode, windowSeconds: NOTIFICATION_WINDOW_SECONDS.value() },
  ).finally(() => pooled.close?.());
  console.log(senderSummary(report, mode));
  for (const error of report.errors) console.error(error);
};

/** Every two minutes: each person's 'immediate' notifications, once the grouping window has passed. */
export const notificationsender = onSchedule(
  {
    schedule: 'every 2 minutes',
    timeZone: NOTIFICATIONS_TIME_ZONE,
    secrets: [SUPABASE_SERVICE_ROLE_KEY, SMTP_PASSWORD],
    timeoutSeconds: 300,
  },
  () => sendNotifications('immediate'),
);

/** Once a day: the summary of the categories a person receives daily. */
export const notificationdigest = onSchedule(
  {
    schedule: 'every day 07:00',
    timeZone: NOTIFICATIONS_TIME_ZONE,
    secrets: [SUPABASE_SERVICE_ROLE_KEY, SMTP_PASSWORD],
    timeoutSeconds: 540,
  },
  () => sendNotifications('daily'),
);

/** Once a day, before the summary: the reminders of the day; the sender then e-mails them. */
export const notificationreminders = onSchedule(
  {
    schedule: 'every day 06:30',
    timeZone: NOTIFICATIONS_TIME_ZONE,
    secrets: [SUPABASE_SERVICE_ROLE_KEY],
    timeoutSeconds: 300,
  },
  async () => {
    const rest = { url: SUPABASE_URL.value(), anonKey: SUPABASE_ANON_KEY.value() };
    const made = await runReminders(senderData(rest, SUPABASE_SERVICE_ROLE_KEY.value()));
    console.log(`Recordatorios del día: ${made}.`);
  },
);
