import type { CompanyDocument } from '@/features/documents/api/get-documents';

import { COMPANY_A } from '../../kit/profiles';

export const YEAR = new Date().getFullYear();

let n = 0;
export function doc(partial: Partial<CompanyDocument> & Pick<CompanyDocument, 'name'>): CompanyDocument {
  n += 1;
  return {
    id: `doc-${String(n).padStart(4, '0')}`,
    company_id: COMPANY_A,
    is_global: false,
    year: YEAR,
    month: 3,
    url: `storage://repse-documents/${COMPANY_A}/doc-${n}.pdf`,
    document_type: 'Constancia REPSE',
    ...partial,
  };
}
