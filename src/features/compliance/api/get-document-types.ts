// The catalogue of expected documents and which companies each applies to (a client reads only its own
// company's applicability rows; RLS decides).
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchAll } from '@/lib/query/fetch-all';
import { supabase } from '@/lib/supabase';

import type { ComplianceType, TypeCompany } from '../utils/status';
import { complianceKeys } from './keys';

export interface Catalogue {
  types: (ComplianceType & {
    description: string | null;
    legal_basis: string | null;
    /** The row's version, sent back by the catalogue's edit form. */
    updated_at: string;
  })[];
  typeCompanies: TypeCompany[];
}

async function getCatalogue(): Promise<Catalogue> {
  const [types, typeCompanies] = await Promise.all([
    supabase
      .from('document_types')
      .select(
        'id, code, name, description, legal_basis, periodicity, due_day, due_month_offset, validity, validity_days, scope, applies_to_all, deductibility, active, sort_order, updated_at',
      )
      .order('sort_order')
      .order('name'),
    // Every page: one row per restricted type and company, past 1,000 with enough companies.
    fetchAll((from, to) =>
      supabase
        .from('document_type_companies')
        .select('document_type_id, company_id')
        .order('document_type_id')
        .order('company_id')
        .range(from, to),
    ),
  ]);
  if (types.error) throw types.error;
  return { types: types.data, typeCompanies };
}

export const catalogueQuery = () =>
  queryOptions({
    queryKey: complianceKeys.types(),
    queryFn: getCatalogue,
    meta: {
      reads: ['document_types', 'document_type_companies'],
      errorToast: { title: 'Error', description: 'No se pudo cargar el catálogo de documentos.' },
    },
  });

export const useCatalogue = () => useQuery(catalogueQuery());
