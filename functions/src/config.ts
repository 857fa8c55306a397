// Every setting of the functions, as Firebase params (plain values in functions/.env.<project>) and
// secrets (Secret Manager; functions/.secret.local in the emulator). `npm start` and the browser tests write
// the local values themselves (local/stack/functions.ts); docs/deploy.md lists what a hosted project sets.
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

/** The Supabase project (hosted: https://<ref>.supabase.co; local: the gateway). */
export const SUPABASE_URL = defineString('SUPABASE_URL');
/** The public anon key: data writes go to PostgREST with the calling admin's own token (RLS, audit). */
export const SUPABASE_ANON_KEY = defineString('SUPABASE_ANON_KEY');
/** Bypasses RLS: only to read who the caller is and to record a session revocation. Never in the browser. */
export const SUPABASE_SERVICE_ROLE_KEY = defineSecret('SUPABASE_SERVICE_ROLE_KEY');

/** Where the portal is served: the links in every e-mail point here. */
export const PORTAL_URL = defineString('PORTAL_URL');

export const SMTP_HOST = defineString('SMTP_HOST');
export const SMTP_PORT = defineInt('SMTP_PORT', { default: 587 });
/** 'true': TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
export const SMTP_SECURE = defineString('SMTP_SECURE', { default: 'false' });
export const SMTP_USER = defineString('SMTP_USER', { default: '' });
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
/** The sender, e.g. "Portal de Clientes <portal@su-empresa.mx>". */
export const MAIL_FROM = defineString('MAIL_FROM');

/** The provider as the e-mails name it, with the contact a person can answer to. */
export const PROVIDER_NAME = defineString('PROVIDER_NAME');
export const CONTACT_EMAIL = defineString('CONTACT_EMAIL');
export const CONTACT_PHONE = defineString('CONTACT_PHONE');

/** The storage sweep leaves objects written less than this many hours ago (their row may be on its way). */
export const STORAGE_SWEEP_GRACE_HOURS = defineInt('STORAGE_SWEEP_GRACE_HOURS', { default: 24 });

/**
 * The notification e-mails' grouping window: an 'immediate' e-mail goes once the person's oldest pending
 * notification is this many seconds old, with everything that came meanwhile (`npm start`: 30 s).
 */
export const NOTIFICATION_WINDOW_SECONDS = defineInt('NOTIFICATION_WINDOW_SECONDS', { default: 180 });

/** The secrets each function that touches data or mail must be given access to. */
export const DATA_SECRETS = [SUPABASE_SERVICE_ROLE_KEY];
export const MAIL_SECRETS = [SMTP_PASSWORD];
