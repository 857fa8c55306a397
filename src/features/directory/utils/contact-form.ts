// The contact dialog's fields and Spanish messages. Phone, WhatsApp and email pass the same checks the
// client directory applies before making links (contact-links.ts), so what the admin saves is what the
// client can use; the photo follows the public photos bucket's rules.
import { z } from 'zod';

import { BUCKETS, formatMegabytes } from '@/lib/files/buckets';
import type { Tables } from '@/types/database';

import { mailtoHref, telHref, whatsappHref } from './contact-links';

/** The photo types offered to admins (the bucket also takes gif and svg, which make poor avatars). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = BUCKETS.photos.maxBytes;

export const contactMessages = {
  company: 'Selecciona una empresa.',
  name: 'Ingresa el nombre del contacto.',
  phone: 'Ingresa un teléfono válido (7 a 15 dígitos; solo números, espacios, guiones o paréntesis).',
  whatsapp: 'Ingresa un número de WhatsApp válido (8 a 15 dígitos).',
  email: 'Ingresa un correo electrónico válido (una sola dirección).',
  photoType: 'La foto debe ser una imagen PNG, JPEG o WebP.',
  photoSize: `La foto supera el tamaño máximo permitido (${formatMegabytes(PHOTO_MAX_BYTES)}).`,
  saveFailed: 'No se pudo guardar el contacto. Inténtalo de nuevo.',
} as const;

/** Optional text: blank becomes null, anything else must pass `valid`. */
const optional = (valid: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || valid(value), message)
    .transform((value) => value || null);

export const contactSchema = z.object({
  companyId: z.string().min(1, contactMessages.company),
  name: z.string().trim().min(1, contactMessages.name),
  position: optional(() => true, ''),
  phone: optional((v) => telHref(v) !== null, contactMessages.phone),
  whatsapp: optional((v) => whatsappHref(v) !== null, contactMessages.whatsapp),
  email: optional((v) => mailtoHref(v) !== null, contactMessages.email),
  photo: z
    .custom<File | undefined>()
    .refine(
      (file) => !(file instanceof File) || (PHOTO_TYPES as readonly string[]).includes(file.type),
      contactMessages.photoType,
    )
    .refine((file) => !(file instanceof File) || file.size <= PHOTO_MAX_BYTES, contactMessages.photoSize),
  removePhoto: z.boolean(),
});

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactFormOutput = z.output<typeof contactSchema>;

type ContactValues = Pick<
  Tables<'directory_entries'>,
  'company_id' | 'employee_name' | 'position' | 'phone' | 'whatsapp' | 'email'
>;

/** The form's starting values: an existing contact, or a new one in the header's company. */
export function contactDefaults(contact: ContactValues | null, scope: string): ContactFormInput {
  return {
    companyId: contact?.company_id ?? (scope === 'all' ? '' : scope),
    name: contact?.employee_name ?? '',
    position: contact?.position ?? '',
    phone: contact?.phone ?? '',
    whatsapp: contact?.whatsapp ?? '',
    email: contact?.email ?? '',
    photo: undefined,
    removePhoto: false,
  };
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** A fresh object name, so a new photo never collides with (or overwrites) another contact's. */
export function photoName(file: File, id: string = crypto.randomUUID()): string {
  return `${id}.${EXTENSIONS[file.type] ?? 'img'}`;
}
