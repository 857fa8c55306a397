import { LOCAL_DEFAULTS, parseEnv } from '@/config/env';

const contact = {
  VITE_CONTACT_WEBSITE: 'https://www.proveedor.mx',
  VITE_CONTACT_PRIVACY_URL: 'https://www.proveedor.mx/privacidad',
  VITE_CONTACT_PHONE: '+52 55 1234 5678',
  VITE_CONTACT_EMAIL: 'clientes@proveedor.mx',
};

describe('parseEnv', () => {
  it('points the app at the emulator and the local API with VITE_LOCAL_STACK=true alone', () => {
    const env = parseEnv({ VITE_LOCAL_STACK: 'true' });
    expect(env.localStack).toBe(true);
    expect(env.firebase).toMatchObject({
      apiKey: 'demo-api-key',
      projectId: 'demo-portal-clientes',
      emulatorUrl: 'http://127.0.0.1:9099',
    });
    expect(env.supabase).toEqual({ url: 'http://127.0.0.1:54321', anonKey: LOCAL_DEFAULTS.supabaseAnonKey });
    expect(env.inactivityTimeoutMs).toBe(30 * 60 * 1000);
  });

  it('requires the hosted settings otherwise, and never uses the emulator', () => {
    expect(() => parseEnv({})).toThrow(/VITE_FIREBASE_API_KEY/);
    const hostedVars = {
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_SUPABASE_URL: 'https://x.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'anon',
      ...contact,
    };
    const env = parseEnv(hostedVars);
    expect(env.localStack).toBe(false);
    expect(env.firebase.emulatorUrl).toBeUndefined();
    expect(env.supabase.url).toBe('https://x.supabase.co');
    expect(() => parseEnv({ ...hostedVars, VITE_SUPABASE_URL: 'no es url' })).toThrow(/URL/);
  });

  it('honours a shorter inactivity timeout only on the local stack', () => {
    expect(
      parseEnv({ VITE_LOCAL_STACK: 'true', VITE_INACTIVITY_TIMEOUT_MS: '2000' }).inactivityTimeoutMs,
    ).toBe(2000);
    const hosted = parseEnv({
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_AUTH_DOMAIN: 'd',
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_SUPABASE_URL: 'https://x.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'anon',
      ...contact,
      VITE_INACTIVITY_TIMEOUT_MS: '2000',
    });
    expect(hosted.inactivityTimeoutMs).toBe(30 * 60 * 1000);
  });
});
