import type { UploadType } from '@/features/documents/utils/upload-form';

import { COMPANY_A } from '../../kit/profiles';

export const pdf = (name = 'opinion-imss.pdf', size?: number) => {
  const file = new File(['%PDF-1.4\n'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** A documents row as the admin list's select returns it (with the embedded company). */
export const documentRow = (overrides: Record<string, unknown> = {}) => ({
  id: 'doc-1',
  company_id: COMPANY_A,
  is_global: false,
  year: 2026,
  month: 3,
  name: 'Opinión IMSS',
  url: `storage://repse-documents/${COMPANY_A}/2026/03/imss.pdf`,
  document_type: 'IMSS',
  company: { name: 'Constructora Alfa' },
  ...overrides,
});

/** The catalogue's active types as the route hands them to the upload. */
export const uploadTypes: UploadType[] = [
  { id: 'type-imss', name: 'Pago de cuotas IMSS', scope: 'company', validity: 'none', validity_days: null },
  {
    id: 'type-opinion',
    name: 'Opinión IMSS',
    scope: 'company',
    validity: 'days_from_issue',
    validity_days: 30,
  },
  { id: 'type-guia', name: 'Declaración de IVA', scope: 'global', validity: 'none', validity_days: null },
  {
    id: 'type-repse',
    name: 'Registro REPSE',
    scope: 'global',
    validity: 'until_expiry',
    validity_days: null,
  },
];
