// Render of the admin documents screen with a fresh query client, and fixtures.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Toaster } from '@/components/ui/toaster';
import { AdminDocuments } from '@/features/admin-documents/components/admin-documents';

export { db, resetDb, storage } from './supabase-mock';

export const COMPANY_A = '10000000-0000-4000-8000-00000000000a';
export const companies = [
  { id: COMPANY_A, name: 'Constructora Alfa' },
  { id: '10000000-0000-4000-8000-00000000000b', name: 'Industrias Beta' },
];

export function renderAdminDocuments(companyId = 'all') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // applyAccept off: the tests hand the input non-PDF files on purpose, as a user can by choosing "all files".
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const utils = render(
    <QueryClientProvider client={client}>
      <AdminDocuments companyId={companyId} companies={companies} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, user };
}

export const pdf = (name = 'opinion-imss.pdf', size?: number) => {
  const file = new File(['%PDF-1.4\n'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

export const doc = (overrides: Record<string, unknown> = {}) => ({
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
