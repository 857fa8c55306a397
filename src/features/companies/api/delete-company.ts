// Deleting a company: the database cascades its data rows and sets its users' company to null, but
// Storage objects are not rows: their references are read first and the objects removed after the
// delete succeeded (best effort: a leftover object is invisible to clients, a missing one would not be).
// Every cached list may hold rows of the company, so all queries are refreshed, not only the companies'.
import { useMutation } from '@tanstack/react-query';

import { removeFile } from '@/lib/files/remove-file';
import { supabase } from '@/lib/supabase';

type CompanyRef = { id: string; name: string };

async function companyFileReferences(companyId: string): Promise<string[]> {
  const reads = await Promise.all([
    supabase.from('documents').select('url').eq('company_id', companyId),
    supabase.from('invoices').select('file_url, xml_url').eq('company_id', companyId),
    supabase.from('laboratory_requests').select('result_url').eq('company_id', companyId),
    supabase.from('directory_entries').select('photo_url').eq('company_id', companyId),
    supabase.from('indicators').select('url, url_monthly').eq('company_id', companyId),
  ]);
  const refs: (string | null)[] = [];
  for (const { data, error } of reads) {
    if (error) throw error;
    for (const row of data) refs.push(...Object.values(row));
  }
  return refs.filter((ref): ref is string => typeof ref === 'string' && ref !== '');
}

export async function deleteCompany(company: CompanyRef): Promise<void> {
  const files = await companyFileReferences(company.id);
  const { error } = await supabase.from('companies').delete().eq('id', company.id);
  if (error) throw error;
  const results = await Promise.allSettled(files.map((ref) => removeFile(ref)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed > 0) console.warn(`No se pudieron eliminar ${failed} archivos de ${company.name}.`);
}

export const useDeleteCompany = () =>
  useMutation({
    mutationFn: deleteCompany,
    meta: {
      invalidates: [[]],
      successToast: {
        title: 'Empresa eliminada',
        description: (_data, company) => `${(company as CompanyRef).name} y sus datos se eliminaron.`,
      },
      errorToast: { title: 'Error', description: 'No se pudo eliminar la empresa. Inténtalo de nuevo.' },
    },
  });
