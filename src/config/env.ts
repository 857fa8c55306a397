// Validated VITE_* settings. VITE_LOCAL_STACK=true alone points the app at the Auth Emulator and the
// local API; otherwise the hosted Firebase and Supabase settings are required.
// Checked by hand rather than with zod: this module runs before the first paint of every page, and any
// zod import there brings zod's shared core (about 15 kB gzip) into that first download.

export const LOCAL_DEFAULTS = {
  firebaseApiKey: 'demo-api-key',
  firebaseProjectId: 'demo-portal-clientes',
  authEmulatorUrl: 'http://127.0.0.1:9099',
  functionsEmulatorUrl: 'http://127.0.0.1:5001',
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
} as const;

/** The provider's public contact, shown in the client footer and where a client needs help. Demo values
 * for the local stack only; a hosted build must configure its own. */
export const DEMO_CONTACT = {
  website: 'https://www.serviciosintegrales-demo.mx',
  privacyUrl: 'https://www.serviciosintegrales-demo.mx/aviso-de-privacidad',
  phone: '+52 55 5120 3400',
  email: 'clientes@serviciosintegrales-demo.mx',
} as const;

const DEFAULT_INACTIVITY_MS = 30 * 60 * 1000;
/** Where functions/src/index.ts deploys the callables unless the build says otherwise. */
export const DEFAULT_FUNCTIONS_REGION = 'us-central1';
const REGION = /^[a-z]+-[a-z]+\d+$/;

const RAW_KEYS = [
  'VITE_LOCAL_STACK',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_FIREBASE_AUTH_EMULATOR_URL',
  'VITE_FIREBASE_FUNCTIONS_REGION',
  'VITE_FIREBASE_FUNCTIONS_EMULATOR_URL',
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_ANON_KEY',
  'VITE_INACTIVITY_TIMEOUT_MS',
  'VITE_CONTACT_WEBSITE',
  'VITE_CONTACT_PRIVACY_URL',
  'VITE_CONTACT_PHONE',
  'VITE_CONTACT_EMAIL',
] as const;
type Raw = Partial<Record<(typeof RAW_KEYS)[number], string>>;

/** Each known variable as trimmed text, or undefined when missing or blank. */
function readRaw(source: Record<string, unknown>): Raw {
  const raw: Raw = {};
  for (const key of RAW_KEYS) {
    const value = source[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new Error(`${key} debe ser texto.`);
    if (value.trim() !== '') raw[key] = value.trim();
  }
  return raw;
}

// The rules zod's z.url() and z.email() applied before: any URL the browser parses; for http(s) only, the
// scheme must be written out with '://'.
const canParseUrl = (value: string) => {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};
const isHttpUrl = (value: string) =>
  /^https?:\/\//i.test(value) && canParseUrl(value) && /^https?:$/.test(new URL(value).protocol);
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE = /^\+?[\d\s()-]{8,20}$/;

export interface AppEnv {
  localStack: boolean;
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string; emulatorUrl?: string };
  /** The callable functions: their region, and the Functions Emulator on the local stack. */
  functions: { region: string; emulatorUrl?: string };
  supabase: { url: string; anonKey: string };
  /** 30 minutes; a shorter value is honoured only on the local stack so tests can exercise it. */
  inactivityTimeoutMs: number;
  contact: { website: string; privacyUrl: string; phone: string; email: string };
}

function parseFunctions(raw: Raw, localStack: boolean): AppEnv['functions'] {
  const region = raw.VITE_FIREBASE_FUNCTIONS_REGION ?? DEFAULT_FUNCTIONS_REGION;
  if (!REGION.test(region)) {
    throw new Error(
      `VITE_FIREBASE_FUNCTIONS_REGION debe ser una región de Cloud Functions (p. ej. ${DEFAULT_FUNCTIONS_REGION}).`,
    );
  }
  if (!localStack) return { region };
  const emulatorUrl = raw.VITE_FIREBASE_FUNCTIONS_EMULATOR_URL ?? LOCAL_DEFAULTS.functionsEmulatorUrl;
  if (!isHttpUrl(emulatorUrl))
    throw new Error('VITE_FIREBASE_FUNCTIONS_EMULATOR_URL debe ser una URL http(s).');
  return { region, emulatorUrl };
}

function parseContact(raw: Raw, localStack: boolean): AppEnv['contact'] {
  const fallback = localStack ? DEMO_CONTACT : undefined;
  const website = raw.VITE_CONTACT_WEBSITE ?? fallback?.website;
  const privacyUrl = raw.VITE_CONTACT_PRIVACY_URL ?? fallback?.privacyUrl;
  const phone = raw.VITE_CONTACT_PHONE ?? fallback?.phone;
  const email = raw.VITE_CONTACT_EMAIL ?? fallback?.email;
  const problems: string[] = [];
  if (!website || !isHttpUrl(website)) problems.push('VITE_CONTACT_WEBSITE debe ser una URL http(s)');
  if (!privacyUrl || !isHttpUrl(privacyUrl))
    problems.push('VITE_CONTACT_PRIVACY_URL debe ser una URL http(s)');
  if (!phone) problems.push('VITE_CONTACT_PHONE es obligatorio');
  else if (!PHONE.test(phone))
    problems.push('VITE_CONTACT_PHONE debe ser un teléfono (dígitos, espacios, +, -)');
  if (!email || !EMAIL.test(email)) problems.push('VITE_CONTACT_EMAIL debe ser un correo electrónico');
  if (problems.length > 0 || !website || !privacyUrl || !phone || !email) {
    throw new Error(`Configuración de contacto incompleta (${problems.join('; ')}).`);
  }
  return { website, privacyUrl, phone, email };
}

export function parseEnv(source: Record<string, unknown>): AppEnv {
  const raw = readRaw(source);
  const localStack = raw.VITE_LOCAL_STACK === 'true';
  const override = Number(raw.VITE_INACTIVITY_TIMEOUT_MS);
  const inactivityTimeoutMs =
    localStack && Number.isFinite(override) && override > 0 ? override : DEFAULT_INACTIVITY_MS;

  if (localStack) {
    const projectId = raw.VITE_FIREBASE_PROJECT_ID ?? LOCAL_DEFAULTS.firebaseProjectId;
    return {
      localStack,
      inactivityTimeoutMs,
      contact: parseContact(raw, true),
      functions: parseFunctions(raw, true),
      firebase: {
        apiKey: raw.VITE_FIREBASE_API_KEY ?? LOCAL_DEFAULTS.firebaseApiKey,
        authDomain: raw.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
        projectId,
        appId: raw.VITE_FIREBASE_APP_ID,
        emulatorUrl: raw.VITE_FIREBASE_AUTH_EMULATOR_URL ?? LOCAL_DEFAULTS.authEmulatorUrl,
      },
      supabase: {
        url: raw.VITE_SUPABASE_URL ?? LOCAL_DEFAULTS.supabaseUrl,
        anonKey: raw.VITE_SUPABASE_ANON_KEY ?? LOCAL_DEFAULTS.supabaseAnonKey,
      },
    };
  }

  const {
    VITE_FIREBASE_API_KEY: apiKey,
    VITE_FIREBASE_AUTH_DOMAIN: authDomain,
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_SUPABASE_URL: url,
    VITE_SUPABASE_ANON_KEY: anonKey,
  } = raw;
  if (!apiKey || !authDomain || !projectId || !url || !canParseUrl(url) || !anonKey) {
    const problems = [
      !apiKey && 'VITE_FIREBASE_API_KEY es obligatorio',
      !authDomain && 'VITE_FIREBASE_AUTH_DOMAIN es obligatorio',
      !projectId && 'VITE_FIREBASE_PROJECT_ID es obligatorio',
      (!url || !canParseUrl(url)) && 'VITE_SUPABASE_URL debe ser una URL',
      !anonKey && 'VITE_SUPABASE_ANON_KEY es obligatorio',
    ].filter(Boolean);
    throw new Error(
      `Configuración incompleta (${problems.join('; ')}). Usa VITE_LOCAL_STACK=true para el entorno local.`,
    );
  }
  return {
    localStack,
    inactivityTimeoutMs,
    contact: parseContact(raw, false),
    functions: parseFunctions(raw, false),
    firebase: { apiKey, authDomain, projectId, appId: raw.VITE_FIREBASE_APP_ID },
    // z.url() gave the URL back without tabs or line breaks.
    supabase: { url: url.replace(/[\t\n\r]/g, ''), anonKey },
  };
}

export const env: AppEnv = parseEnv(import.meta.env);
