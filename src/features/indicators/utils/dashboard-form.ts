// The dashboard dialog's fields and Spanish messages: a company (or global), a title, and a Looker Studio
// embed link (a viewing link is refused with the offer to convert it, other hosts are refused).
import { z } from 'zod';

import { classifyDashboardLink } from './classify';

export const GLOBAL_COMPANY = 'global';

/** The company select's choice for a global row. */
export const GLOBAL_OPTION = { value: GLOBAL_COMPANY, label: 'Global (todas las empresas)' };

export const dashboardMessages = {
  company: 'Selecciona una empresa o Global.',
  title: 'Ingresa el título del tablero.',
  titleLength: 'El título admite hasta 120 caracteres.',
  url: 'Ingresa el enlace del tablero.',
  invalid: 'Ingresa un enlace válido que empiece con https://',
  host: 'Solo se permiten tableros de Looker Studio (lookerstudio.google.com/embed/...).',
  convertible:
    'Este es el enlace para ver el informe. Usa su versión para insertar (/embed/) con «Convertir».',
} as const;

export const dashboardSchema = z.object({
  /** A company id or GLOBAL_COMPANY. */
  companyId: z.string().min(1, dashboardMessages.company),
  title: z.string().trim().min(1, dashboardMessages.title).max(120, dashboardMessages.titleLength),
  url: z
    .string()
    .trim()
    .min(1, dashboardMessages.url)
    .superRefine((value, ctx) => {
      const { kind } = classifyDashboardLink(value);
      if (kind === 'embed') return;
      const message =
        kind === 'invalid'
          ? dashboardMessages.invalid
          : kind === 'convertible'
            ? dashboardMessages.convertible
            : dashboardMessages.host;
      ctx.addIssue({ code: 'custom', message });
    }),
});

export type DashboardFormValues = z.infer<typeof dashboardSchema>;

/** The company the form starts with: the row's, else the header's (none for 'all'). */
export function dashboardDefaults(
  scope: string,
  row?: { company_id: string | null; is_global: boolean; title: string | null; url: string | null },
): DashboardFormValues {
  if (!row) return { companyId: scope === 'all' ? '' : scope, title: '', url: '' };
  return {
    companyId: row.is_global ? GLOBAL_COMPANY : (row.company_id ?? ''),
    title: row.title ?? '',
    url: row.url ?? '',
  };
}

/** The columns a dashboard row stores for the chosen owner. */
export const ownerColumns = (companyId: string): { company_id: string | null; is_global: boolean } =>
  companyId === GLOBAL_COMPANY
    ? { company_id: null, is_global: true }
    : { company_id: companyId, is_global: false };
