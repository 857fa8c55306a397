// Deleting a company: the database cascades its data rows and sets its users' company to null, but
// Storage objects are not rows: their references are read first (the database's file_references view,
// the one list of file columns, which the storage sweep reads too) and the objects removed after the
// delete succeeded (best effort: a leftover object is invisible to clients and the sweep removes it; a
// row pointing at a missing file would not be).
// The mutation names every table the cascade writes (COMPANY_DEPENDENTS, the company's notifications and
// its storage findings), so every list that may hold the company's rows is refreshed.
import { useMutation } from '@tanstack/react-query';

import type { BucketId } from '@/lib/files/buckets';
import { storageReference } from '@/lib/files/file-reference';
import { removeFiles } from '@/lib/files/remove-file';
import { fetchAll } from '@/lib/query/fetch-all';
import { COMPANY_DEPENDENTS } from '@/lib/query/tables';
import { supabase } from '@/lib/supabase';

type CompanyRef = { id: string; name: string };

async function companyFileReferences(companyId: string): Promise<string[]> {
  // Every page: a large client has thousands of documents and results, and one answer stops at 1,000 rows.
  const rows = await fetchAll((from, to) =>
    supabase
      .from('file_references')
      .select('bucket, object_name')
      .eq('company_id', companyId)
      .order('table_name')
      .order('column_name')
      .order('row_id')
      .range(from, to),
  );
  return rows.flatMap(({ bucket, object_name }) =>
    bucket && object_name ? [storageReference(bucket as BucketId, object_name)] : [],
  );
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
      writes: ['companies', ...COMPANY_DEPENDENTS, 'notifications', 'storage_consistency_issues'],
      successToast: {
        title: 'Empresa eliminada',
        description: (_data, company) => `${(company as CompanyRef).name} y sus datos se eliminaron.`,
      },
      errorToast: { title: 'Error', description: 'No se pudo eliminar la empresa. Inténtalo de nuevo.' },
    },
  });
