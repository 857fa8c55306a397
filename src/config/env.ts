// Validated VITE_* settings. VITE_LOCAL_STACK=true alone points the app at the Auth Emulator and the
// local API; otherwise the hosted Firebase and Supabase settings are required.
// zod/mini: the same checks as classic zod, tree-shaken; the app's first download carries this schema.
import * as z from 'zod/mini';

export const LOCAL_DEFAULTS = {
  firebaseApiKey: 'demo-api-key',
  firebaseProjectId: 'demo-portal-clientes',
  authEmulatorUrl: 'http://127.0.0.1:9099',
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

const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((v) => (v && v.trim() !== '' ? v.trim() : undefined)),
);

const rawSchema = z.object({
  VITE_LOCAL_STACK: optionalText,
  VITE_FIREBASE_API_KEY: optionalText,
  VITE_FIREBASE_AUTH_DOMAIN: optionalText,
  VITE_FIREBASE_PROJECT_ID: optionalText,
  VITE_FIREBASE_APP_ID: optionalText,
  VITE_FIREBASE_AUTH_EMULATOR_URL: optionalText,
  VITE_SUPABASE_URL: optionalText,
  VITE_SUPABASE_ANON_KEY: optionalText,
  VITE_INACTIVITY_TIMEOUT_MS: optionalText,
  VITE_CONTACT_WEBSITE: optionalText,
  VITE_CONTACT_PRIVACY_URL: optionalText,
  VITE_CONTACT_PHONE: optionalText,
  VITE_CONTACT_EMAIL: optionalText,
});

const contactSchema = z.object({
  website: z.url({ protocol: /^https?$/, error: 'VITE_CONTACT_WEBSITE debe ser una URL http(s)' }),
  privacyUrl: z.url({ protocol: /^https?$/, error: 'VITE_CONTACT_PRIVACY_URL debe ser una URL http(s)' }),
  phone: z
    .string({ error: 'VITE_CONTACT_PHONE es obligatorio' })
    .check(
      z.regex(/^\+?[\d\s()-]{8,20}$/, 'VITE_CONTACT_PHONE debe ser un teléfono (dígitos, espacios, +, -)'),
    ),
  email: z.email({ error: 'VITE_CONTACT_EMAIL debe ser un correo electrónico' }),
});

const hostedSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string({ error: 'VITE_FIREBASE_API_KEY es obligatorio' }),
  VITE_FIREBASE_AUTH_DOMAIN: z.string({ error: 'VITE_FIREBASE_AUTH_DOMAIN es obligatorio' }),
  VITE_FIREBASE_PROJECT_ID: z.string({ error: 'VITE_FIREBASE_PROJECT_ID es obligatorio' }),
  VITE_SUPABASE_URL: z.url({ error: 'VITE_SUPABASE_URL debe ser una URL' }),
  VITE_SUPABASE_ANON_KEY: z.string({ error: 'VITE_SUPABASE_ANON_KEY es obligatorio' }),
});

export interface AppEnv {
  localStack: boolean;
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string; emulatorUrl?: string };
  supabase: { url: string; anonKey: string };
  /** 30 minutes; a shorter value is honoured only on the local stack so tests can exercise it. */
  inactivityTimeoutMs: number;
  contact: { website: string; privacyUrl: string; phone: string; email: string };
}

function parseContact(raw: z.infer<typeof rawSchema>, localStack: boolean): AppEnv['contact'] {
  const fallback = localStack ? DEMO_CONTACT : undefined;
  const parsed = contactSchema.safeParse({
    website: raw.VITE_CONTACT_WEBSITE ?? fallback?.website,
    privacyUrl: raw.VITE_CONTACT_PRIVACY_URL ?? fallback?.privacyUrl,
    phone: raw.VITE_CONTACT_PHONE ?? fallback?.phone,
    email: raw.VITE_CONTACT_EMAIL ?? fallback?.email,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message).join('; ');
    throw new Error(`Configuración de contacto incompleta (${problems}).`);
  }
  return parsed.data;
}

export function parseEnv(source: Record<string, unknown>): AppEnv {
  const raw = rawSchema.parse(source);
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

  const parsed = hostedSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message).join('; ');
    throw new Error(
      `Configuración incompleta (${problems}). Usa VITE_LOCAL_STACK=true para el entorno local.`,
    );
  }
  const hosted = parsed.data;
  return {
    localStack,
    inactivityTimeoutMs,
    contact: parseContact(raw, false),
    firebase: {
      apiKey: hosted.VITE_FIREBASE_API_KEY,
      authDomain: hosted.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: hosted.VITE_FIREBASE_PROJECT_ID,
      appId: raw.VITE_FIREBASE_APP_ID,
    },
    supabase: { url: hosted.VITE_SUPABASE_URL, anonKey: hosted.VITE_SUPABASE_ANON_KEY },
  };
}

export const env: AppEnv = parseEnv(import.meta.env);
