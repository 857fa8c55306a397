import { COMPANY_A } from '../../kit/profiles';

/** A directory_entries row as the admin list's select returns it (with the embedded company). */
export const contactRow = (overrides: Record<string, unknown> = {}) => ({
  id: 'c-1',
  company_id: COMPANY_A,
  employee_name: 'María Rodríguez',
  position: 'Gerente de Cuenta',
  phone: '+52 81 1234 5601',
  whatsapp: '+52 1 81 1234 5601',
  email: 'maria@portal.demo',
  photo_url: null,
  company: { name: 'Constructora Alfa' },
  ...overrides,
});

export const image = (name = 'maria.png', type = 'image/png', size?: number) => {
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
