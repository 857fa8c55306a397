// The catalogue as a DataTable page: a small fixed collection (a dozen types), so it is read whole once
// (the shared catalogue query, which every compliance screen reuses) and searched and paged here.
import { useQuery } from '@tanstack/react-query';
import * as React from 'react';

import type { TableParams } from '@/lib/query/table-params';
import type { Page } from '@/lib/query/types';

import { catalogueQuery, type Catalogue } from '../../api/get-document-types';

export type CatalogueRow = Catalogue['types'][number] & { companyIds: string[] };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function catalogueRows(catalogue: Catalogue, params: TableParams): Page<CatalogueRow> {
  const term = fold(params.search.trim());
  const rows = catalogue.types
    .map((type) => ({
      ...type,
      companyIds: catalogue.typeCompanies
        .filter((row) => row.document_type_id === type.id)
        .map((row) => row.company_id),
    }))
    .filter((t) => !term || [t.name, t.code, t.legal_basis ?? ''].some((v) => fold(v).includes(term)));
  const from = params.page * params.pageSize;
  return { rows: rows.slice(from, from + params.pageSize), total: rows.length };
}

export function useCataloguePage(params: TableParams) {
  const select = React.useCallback((catalogue: Catalogue) => catalogueRows(catalogue, params), [params]);
  return useQuery({ ...catalogueQuery(), select });
}
