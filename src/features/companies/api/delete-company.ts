// Deleting a company: the database cascades its data rows and sets its users' company to null, but
// Storage objects are not rows: their references are read first and the objects removed after the
// delete succeeded (best effort: a leftover object is invisible to clients, a missing one would not be).
// Every cached list may hold rows of the company, so all queries are refreshed, not only the companies'.
import { useMutation } from '@tanstack/react-query';

import { removeFiles } from '@/lib/files/remove-file';
import { fetchAll } from '@/lib/query/fetch-all';
import { supabase } from '@/lib/supabase';

type CompanyRef = { id: string; name: string };

/** The company's rows that point at Storage objects, and the columns holding the references. */
const FILE_COLUMNS = {
  documents: 'url',
  invoices: 'file_url, xml_url',
  laboratory_requests: 'result_url',
  directory_entries: 'photo_url',
  indicators: 'url, url_monthly',
} as const;

async function companyFileReferences(companyId: string): Promise<string[]> {
  // Every page: a large client has thousands of documents and results, and one answer stops at 1,000 rows
  // (the rest would stay in Storage with no row pointing at them once the cascade removed the rows).
  const reads = await Promise.all(
    Object.entries(FILE_COLUMNS).map(([table, columns]) =>
      fetchAll((from, to) =>
        supabase
          .from(table as keyof typeof FILE_COLUMNS)
          .select(columns)
          .eq('company_id', companyId)
          .order('id')
          .range(from, to)
          .overrideTypes<Record<string, unknown>[], { merge: false }>(),
      ),
    ),
  );
  return reads
    .flat()
    .flatMap((row) => Object.values(row))
    .filter((ref): ref is string => typeof ref === 'string' && ref !== '');
}

export async function deleteCompany(company: CompanyRef): Promise<void> {
  const files = await companyFileReferences(company.id);
  const { error } = await supabase.from('companies').delete().eq('id', company.id);
  if (error) throw error;
  // One request per bucket and thousand files.
  const failed = await removeFiles(files);
  if (failed > 0) console.warn(`No se pudieron eliminar ${failed} archivos de ${company.name}.`);
}

export const useDeleteCompany = () =>
  useMutation({
    mutationFn: deleteCompany,
    meta: {
      writes: [
        'companies',
        'profiles',
        'directory_entries',
        'laboratory_requests',
        'documents',
        'invoices',
        'indicators',
        'feedback',
        'course_assignments',
        'certificates',
        'document_type_companies',
      ],
      successToast: {
        title: 'Empresa eliminada',
        description: (_data, company) => `${(company as CompanyRef).name} y sus datos se eliminaron.`,
      },
      errorToast: { title: 'Error', description: 'No se pudo eliminar la empresa. Inténtalo de nuevo.' },
    },
  });
