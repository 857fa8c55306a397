import { describe, expect, it } from 'vitest';

import { DEMO_CONTACT, parseEnv } from '@/config/env';

const hosted = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'p',
  VITE_SUPABASE_URL: 'https://ref.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'anon',
};
const contact = {
  VITE_CONTACT_WEBSITE: 'https://www.proveedor.mx',
  VITE_CONTACT_PRIVACY_URL: 'https://www.proveedor.mx/privacidad',
  VITE_CONTACT_PHONE: '+52 (81) 8000-1234',
  VITE_CONTACT_EMAIL: 'clientes@proveedor.mx',
};

describe("the provider's contact comes from configuration", () => {
  it('a hosted build takes the configured values', () => {
    expect(parseEnv({ ...hosted, ...contact }).contact).toEqual({
      website: 'https://www.proveedor.mx',
      privacyUrl: 'https://www.proveedor.mx/privacidad',
      phone: '+52 (81) 8000-1234',
      email: 'clientes@proveedor.mx',
    });
  });

  it('a hosted build without them is refused in Spanish, naming what is missing', () => {
    expect(() => parseEnv(hosted)).toThrow(/Configuración de contacto incompleta.*VITE_CONTACT_WEBSITE/);
    expect(() => parseEnv({ ...hosted, ...contact, VITE_CONTACT_EMAIL: 'no-es-correo' })).toThrow(
      /VITE_CONTACT_EMAIL debe ser un correo electrónico/,
    );
    expect(() => parseEnv({ ...hosted, ...contact, VITE_CONTACT_WEBSITE: 'javascript:alert(1)' })).toThrow(
      /VITE_CONTACT_WEBSITE/,
    );
    expect(() => parseEnv({ ...hosted, ...contact, VITE_CONTACT_PHONE: 'llámanos' })).toThrow(
      /VITE_CONTACT_PHONE/,
    );
  });

  it('the local stack has realistic demo values, and each can be overridden', () => {
    expect(parseEnv({ VITE_LOCAL_STACK: 'true' }).contact).toEqual(DEMO_CONTACT);
    expect(parseEnv({ VITE_LOCAL_STACK: 'true', VITE_CONTACT_PHONE: '+52 33 1111 2222' }).contact.phone).toBe(
      '+52 33 1111 2222',
    );
    expect(DEMO_CONTACT.website).not.toContain('example.com');
  });
});
