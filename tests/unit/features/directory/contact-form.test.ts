import { describe, expect, it } from 'vitest';

import {
  PHOTO_MAX_BYTES,
  contactDefaults,
  contactMessages,
  contactSchema,
  photoName,
  type ContactFormInput,
} from '@/features/directory/utils/contact-form';

const valid: ContactFormInput = {
  companyId: 'c1',
  name: 'Elena Torres',
  position: '',
  phone: '',
  whatsapp: '',
  email: '',
  photo: undefined,
  removePhoto: false,
};
const contact = (values: Partial<ContactFormInput>) => contactSchema.safeParse({ ...valid, ...values });
const messages = (result: ReturnType<typeof contact>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('contact form', () => {
  it('needs a company and a name; blank optional fields become null', () => {
    expect(contact({ name: '  Elena  ' }).data).toEqual({
      companyId: 'c1',
      name: 'Elena',
      position: null,
      phone: null,
      whatsapp: null,
      email: null,
      photo: undefined,
      removePhoto: false,
    });
    expect(messages(contact({ companyId: '', name: ' ' }))).toEqual([
      `companyId: ${contactMessages.company}`,
      `name: ${contactMessages.name}`,
    ]);
  });

  it('keeps phone, WhatsApp and e-mail as typed (trimmed) when a link can be made of them', () => {
    expect(
      contact({
        position: ' Gerente ',
        phone: ' (81) 1234-5604 ',
        whatsapp: '+52 1 81 1234 5601',
        email: ' elena@alfa.mx ',
      }).data,
    ).toMatchObject({
      position: 'Gerente',
      phone: '(81) 1234-5604',
      whatsapp: '+52 1 81 1234 5601',
      email: 'elena@alfa.mx',
    });
  });

  it('refuses values that would not make a working link', () => {
    expect(messages(contact({ phone: 'llamar al conmutador' }))).toEqual([`phone: ${contactMessages.phone}`]);
    expect(messages(contact({ whatsapp: '1234567' }))).toEqual([`whatsapp: ${contactMessages.whatsapp}`]);
    expect(messages(contact({ email: 'a@b.mx,c@d.mx' }))).toEqual([`email: ${contactMessages.email}`]);
  });

  it('takes a PNG, JPEG or WebP photo up to the bucket limit', () => {
    const photo = (type: string, size = 10) => new File([new Uint8Array(size)], 'foto', { type });
    expect(contactMessages.photoSize).toBe('La foto supera el tamaño máximo permitido (2 MB).');
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(contact({ photo: photo(type) }).success).toBe(true);
    }
    expect(messages(contact({ photo: photo('image/gif') }))).toEqual([`photo: ${contactMessages.photoType}`]);
    expect(contact({ photo: photo('image/png', PHOTO_MAX_BYTES) }).success).toBe(true);
    expect(messages(contact({ photo: photo('image/png', PHOTO_MAX_BYTES + 1) }))).toEqual([
      `photo: ${contactMessages.photoSize}`,
    ]);
  });
});

describe('contact form values', () => {
  it("starts a new contact in the header's company, none for all", () => {
    expect(contactDefaults(null, 'c1')).toEqual({ ...valid, name: '' });
    expect(contactDefaults(null, 'all').companyId).toBe('');
  });

  it('fills the form from a stored contact, blank for missing values', () => {
    const stored = {
      company_id: 'c2',
      employee_name: 'Luis',
      position: 'Jefe',
      phone: '8112345604',
      whatsapp: '5218112345601',
      email: 'luis@beta.mx',
    };
    expect(contactDefaults(stored, 'all')).toEqual({
      companyId: 'c2',
      name: 'Luis',
      position: 'Jefe',
      phone: '8112345604',
      whatsapp: '5218112345601',
      email: 'luis@beta.mx',
      photo: undefined,
      removePhoto: false,
    });
    expect(
      contactDefaults({ ...stored, position: null, phone: null, whatsapp: null, email: null }, 'c1'),
    ).toMatchObject({
      companyId: 'c2',
      position: '',
      phone: '',
      whatsapp: '',
      email: '',
    });
  });

  it('names a new photo by a fresh id and its type', () => {
    const file = (type: string) => new File(['x'], 'mi foto.png', { type });
    expect(photoName(file('image/png'), 'id1')).toBe('id1.png');
    expect(photoName(file('image/jpeg'), 'id1')).toBe('id1.jpg');
    expect(photoName(file('image/webp'), 'id1')).toBe('id1.webp');
    expect(photoName(file('image/gif'), 'id1')).toBe('id1.img');
    const [first, second] = [photoName(file('image/png')), photoName(file('image/png'))];
    expect(first).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(first).not.toBe(second);
  });
});
