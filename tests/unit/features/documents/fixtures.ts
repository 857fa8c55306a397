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
