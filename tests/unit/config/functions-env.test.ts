// Where the browser finds the callable functions: their region (hosted and local), and the Functions
// Emulator on the local stack only.
import { describe, expect, it } from 'vitest';

import { DEFAULT_FUNCTIONS_REGION, LOCAL_DEFAULTS, parseEnv } from '@/config/env';

const hosted = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'p',
  VITE_SUPABASE_URL: 'https://ref.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'anon',
  VITE_CONTACT_WEBSITE: 'https://www.proveedor.mx',
  VITE_CONTACT_PRIVACY_URL: 'https://www.proveedor.mx/privacidad',
  VITE_CONTACT_PHONE: '+52 55 1234 5678',
  VITE_CONTACT_EMAIL: 'clientes@proveedor.mx',
};
const local = { VITE_LOCAL_STACK: 'true' };

describe('env.functions', () => {
  it("points the local stack at the Functions Emulator in the functions' own region", () => {
    expect(DEFAULT_FUNCTIONS_REGION).toBe('us-central1');
    expect(parseEnv(local).functions).toEqual({
      region: 'us-central1',
      emulatorUrl: 'http://127.0.0.1:5001',
    });
    expect(LOCAL_DEFAULTS.functionsEmulatorUrl).toBe('http://127.0.0.1:5001');
  });

  it('takes the region and emulator the local settings give, trimmed; blank means the default', () => {
    expect(
      parseEnv({
        ...local,
        VITE_FIREBASE_FUNCTIONS_REGION: ' southamerica-east1 ',
        VITE_FIREBASE_FUNCTIONS_EMULATOR_URL: 'http://localhost:5055',
      }).functions,
    ).toEqual({ region: 'southamerica-east1', emulatorUrl: 'http://localhost:5055' });
    expect(
      parseEnv({ ...local, VITE_FIREBASE_FUNCTIONS_REGION: '  ', VITE_FIREBASE_FUNCTIONS_EMULATOR_URL: '' })
        .functions,
    ).toEqual({ region: 'us-central1', emulatorUrl: 'http://127.0.0.1:5001' });
  });

  it('never uses an emulator in a hosted build, even when one is configured', () => {
    expect(parseEnv(hosted).functions).toEqual({ region: 'us-central1' });
    expect(
      parseEnv({
        ...hosted,
        VITE_FIREBASE_FUNCTIONS_REGION: 'europe-west1',
        VITE_FIREBASE_FUNCTIONS_EMULATOR_URL: 'http://127.0.0.1:5001',
      }).functions,
    ).toEqual({ region: 'europe-west1' });
  });

  it.each(['US-CENTRAL1', 'us-central', 'us_central1', 'https://us-central1-p.cloudfunctions.net'])(
    'refuses %s as a region, hosted or local',
    (region) => {
      const problem =
        /VITE_FIREBASE_FUNCTIONS_REGION debe ser una región de Cloud Functions \(p\. ej\. us-central1\)/;
      expect(() => parseEnv({ ...hosted, VITE_FIREBASE_FUNCTIONS_REGION: region })).toThrow(problem);
      expect(() => parseEnv({ ...local, VITE_FIREBASE_FUNCTIONS_REGION: region })).toThrow(problem);
    },
  );

  it.each(['127.0.0.1:5001', 'ftp://127.0.0.1:5001', 'http//127.0.0.1:5001'])(
    'refuses %s as the local emulator URL',
    (url) => {
      expect(() => parseEnv({ ...local, VITE_FIREBASE_FUNCTIONS_EMULATOR_URL: url })).toThrow(
        'VITE_FIREBASE_FUNCTIONS_EMULATOR_URL debe ser una URL http(s).',
      );
    },
  );
});
