// The hand-written checks of src/config/env.ts keep the rules zod applied there before.
import { LOCAL_DEFAULTS, parseEnv } from '@/config/env';

const hosted = {
  VITE_FIREBASE_API_KEY: 'k',
  VITE_FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'p',
  VITE_SUPABASE_URL: 'https://x.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'anon',
  VITE_CONTACT_WEBSITE: 'https://www.proveedor.mx',
  VITE_CONTACT_PRIVACY_URL: 'https://www.proveedor.mx/privacidad',
  VITE_CONTACT_PHONE: '+52 55 1234 5678',
  VITE_CONTACT_EMAIL: 'clientes@proveedor.mx',
};

describe('parseEnv checks', () => {
  it('names every missing hosted setting, in order, and treats blank values as missing', () => {
    expect(() => parseEnv({ VITE_FIREBASE_AUTH_DOMAIN: 'd', VITE_SUPABASE_URL: '  ' })).toThrow(
      'Configuración incompleta (VITE_FIREBASE_API_KEY es obligatorio; VITE_FIREBASE_PROJECT_ID es obligatorio; VITE_SUPABASE_URL debe ser una URL; VITE_SUPABASE_ANON_KEY es obligatorio). Usa VITE_LOCAL_STACK=true para el entorno local.',
    );
  });

  it('trims the values it keeps', () => {
    const env = parseEnv({ ...hosted, VITE_FIREBASE_API_KEY: '  k2 ', VITE_SUPABASE_URL: ' https://y.co ' });
    expect(env.firebase.apiKey).toBe('k2');
    expect(env.supabase.url).toBe('https://y.co');
  });

  it('wants contact links written as http(s)://, and lists each contact problem', () => {
    for (const website of ['http:proveedor.mx', 'ftp://proveedor.mx', 'proveedor.mx']) {
      expect(() => parseEnv({ ...hosted, VITE_CONTACT_WEBSITE: website })).toThrow(
        'Configuración de contacto incompleta (VITE_CONTACT_WEBSITE debe ser una URL http(s)).',
      );
    }
    expect(parseEnv({ ...hosted, VITE_CONTACT_WEBSITE: 'HTTP://proveedor.mx' }).contact.website).toBe(
      'HTTP://proveedor.mx',
    );
    expect(() =>
      parseEnv({
        ...hosted,
        VITE_CONTACT_PHONE: '12',
        VITE_CONTACT_EMAIL: 'a@b',
        VITE_CONTACT_PRIVACY_URL: '',
      }),
    ).toThrow(
      'Configuración de contacto incompleta (VITE_CONTACT_PRIVACY_URL debe ser una URL http(s); VITE_CONTACT_PHONE debe ser un teléfono (dígitos, espacios, +, -); VITE_CONTACT_EMAIL debe ser un correo electrónico).',
    );
  });

  it('refuses a setting that is not text', () => {
    expect(() => parseEnv({ ...hosted, VITE_SUPABASE_ANON_KEY: 42 })).toThrow('VITE_SUPABASE_ANON_KEY');
  });

  it('names a single missing or unusable hosted setting alone', () => {
    const without = (key: keyof typeof hosted, value?: string) => () => parseEnv({ ...hosted, [key]: value });
    const refused = (problem: string) =>
      `Configuración incompleta (${problem}). Usa VITE_LOCAL_STACK=true para el entorno local.`;
    expect(without('VITE_FIREBASE_API_KEY')).toThrow(refused('VITE_FIREBASE_API_KEY es obligatorio'));
    expect(without('VITE_FIREBASE_AUTH_DOMAIN')).toThrow(refused('VITE_FIREBASE_AUTH_DOMAIN es obligatorio'));
    expect(without('VITE_FIREBASE_PROJECT_ID')).toThrow(refused('VITE_FIREBASE_PROJECT_ID es obligatorio'));
    expect(without('VITE_SUPABASE_URL')).toThrow(refused('VITE_SUPABASE_URL debe ser una URL'));
    expect(without('VITE_SUPABASE_URL', 'x.supabase.co')).toThrow(
      refused('VITE_SUPABASE_URL debe ser una URL'),
    );
    expect(without('VITE_CONTACT_PHONE')).toThrow(
      'Configuración de contacto incompleta (VITE_CONTACT_PHONE es obligatorio).',
    );
    expect(without('VITE_CONTACT_PRIVACY_URL', 'ftp://proveedor.mx/privacidad')).toThrow(
      'Configuración de contacto incompleta (VITE_CONTACT_PRIVACY_URL debe ser una URL http(s)).',
    );
    // The scheme must open the text: an http:// further on does not make a link.
    expect(without('VITE_CONTACT_WEBSITE', 'https:proveedor.mx/?r=http://x.mx')).toThrow(
      'Configuración de contacto incompleta (VITE_CONTACT_WEBSITE debe ser una URL http(s)).',
    );
  });

  it('drops tabs and line breaks inside the Supabase URL', () => {
    expect(parseEnv({ ...hosted, VITE_SUPABASE_URL: 'https://x.supa\tbase.co' }).supabase.url).toBe(
      'https://x.supabase.co',
    );
  });

  it('uses the local defaults for blank settings on the local stack', () => {
    const env = parseEnv({ VITE_LOCAL_STACK: 'true', VITE_SUPABASE_URL: '   ', VITE_FIREBASE_API_KEY: '' });
    expect(env.supabase.url).toBe(LOCAL_DEFAULTS.supabaseUrl);
    expect(env.firebase.apiKey).toBe(LOCAL_DEFAULTS.firebaseApiKey);
  });

  it('derives the local auth domain from the project unless it is given', () => {
    const local = (extra: object) => parseEnv({ VITE_LOCAL_STACK: 'true', ...extra }).firebase.authDomain;
    expect(local({})).toBe(`${LOCAL_DEFAULTS.firebaseProjectId}.firebaseapp.com`);
    expect(local({ VITE_FIREBASE_PROJECT_ID: 'p' })).toBe('p.firebaseapp.com');
    expect(local({ VITE_FIREBASE_AUTH_DOMAIN: 'auth.p.mx' })).toBe('auth.p.mx');
  });

  it('keeps 30 minutes for a zero or negative inactivity timeout on the local stack', () => {
    for (const value of ['0', '-5']) {
      expect(
        parseEnv({ VITE_LOCAL_STACK: 'true', VITE_INACTIVITY_TIMEOUT_MS: value }).inactivityTimeoutMs,
      ).toBe(30 * 60 * 1000);
    }
  });
});
