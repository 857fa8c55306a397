// The client's REPSE documents: its company's and the global ones (RLS enforces the same). The tab first
// reads which months have documents (document_periods: one row per month, whatever the volume) and then
// the documents of the year shown only, newest first: a client with years of documents never downloads
// all of them to show one year.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { fetchAll } from '@/lib/query/fetch-all';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';

import { documentKeys } from './keys';

export type CompanyDocument = Pick<
  Tables<'documents'>,
  'id' | 'company_id' | 'is_global' | 'year' | 'month' | 'name' | 'url' | 'document_type'
>;

export type DocumentPeriod = Pick<CompanyDocument, 'year' | 'month'>;

export const documentListTexts = {
  errorTitle: 'Error',
  error: 'No se pudieron cargar los documentos REPSE.',
} as const;

const ownOrGlobal = (companyId: string) => `company_id.eq.${companyId},is_global.eq.true`;

/** The months with documents for the company (its own or global), newest first; a month may repeat. */
export async function getDocumentPeriods(companyId: string): Promise<DocumentPeriod[]> {
  const { data, error } = await supabase
    .from('document_periods')
    .select('year, month')
    .or(ownOrGlobal(companyId))
    .order('year', { ascending: false })
    .order('month', { ascending: false });
  if (error) throw error;
  // The view's columns are nullable in the generated types; its rows always carry them.
  return data.flatMap((p) => (p.year === null || p.month === null ? [] : [{ year: p.year, month: p.month }]));
}

/** One year's documents, newest month first, names ascending (every page of them, the id breaks ties). */
export function getCompanyDocuments(companyId: string, year: number): Promise<CompanyDocument[]> {
  return fetchAll((from, to) =>
    supabase
      .from('documents')
      .select('id, company_id, is_global, year, month, name, url, document_type')
      .or(ownOrGlobal(companyId))
      .eq('year', year)
      .order('year', { ascending: false })
      .order('month', { ascending: false })
      .order('name', { ascending: true })
      .order('id')
      .range(from, to),
  );
}

const errorMeta = {
  errorToast: { title: documentListTexts.errorTitle, description: documentListTexts.error },
};

export const documentPeriodsQuery = (companyId: string | null) =>
  queryOptions({
    queryKey: documentKeys.periods(companyId ?? ''),
    queryFn: companyId ? () => getDocumentPeriods(companyId) : skipToken,
    meta: { reads: ['documents'], ...errorMeta },
  });

export const companyDocumentsQuery = (companyId: string | null, year: number | null) =>
  queryOptions({
    queryKey: documentKeys.forYear(companyId ?? '', year ?? 0),
    queryFn: companyId && year !== null ? () => getCompanyDocuments(companyId, year) : skipToken,
    meta: { reads: ['documents'], ...errorMeta },
  });

export const useDocumentPeriods = (companyId: string | null) => useQuery(documentPeriodsQuery(companyId));

export const useCompanyDocuments = (companyId: string | null, year: number | null) =>
  useQuery(companyDocumentsQuery(companyId, year));
