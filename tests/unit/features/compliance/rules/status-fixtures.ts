// Small builders for the rules' inputs: a type with the seed's usual rule (17th of the next month) and a
// document of a company or global, so each test states only what it is about.
import type { ComplianceDocument, ComplianceType } from '@/features/compliance/utils/status';

export const COMPANY_A = 'company-a';
export const COMPANY_B = 'company-b';

export function type(overrides: Partial<ComplianceType> & { id: string }): ComplianceType {
  return {
    code: overrides.id,
    name: `Tipo ${overrides.id}`,
    periodicity: 'monthly',
    due_day: 17,
    due_month_offset: 1,
    validity: 'none',
    validity_days: null,
    scope: 'company',
    applies_to_all: true,
    deductibility: false,
    active: true,
    sort_order: 0,
    ...overrides,
  };
}

let counter = 0;
export function doc(
  typeId: string,
  year: number,
  month: number,
  overrides: Partial<ComplianceDocument> = {},
): ComplianceDocument {
  counter += 1;
  return {
    id: `doc-${counter}`,
    document_type_id: typeId,
    company_id: COMPANY_A,
    is_global: false,
    year,
    month,
    name: `Documento ${counter}`,
    url: `storage://repse-documents/${COMPANY_A}/${counter}.pdf`,
    sha256: null,
    issued_on: null,
    expires_on: null,
    ...overrides,
  };
}

export const globalDoc = (
  typeId: string,
  year: number,
  month: number,
  overrides: Partial<ComplianceDocument> = {},
) => doc(typeId, year, month, { company_id: null, is_global: true, ...overrides });
