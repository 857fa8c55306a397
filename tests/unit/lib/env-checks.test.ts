// The hand-written checks of src/config/env.ts keep the rules zod applied there before.
import { parseEnv } from '@/config/env';

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
});
