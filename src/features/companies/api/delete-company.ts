// Deleting a company: the database cascades its data rows and sets its users' company to null. Every
// cached list may then hold rows of it, so all queries are refreshed, not only the companies'.
import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

type CompanyRef = { id: string; name: string };

export async function deleteCompany(company: CompanyRef): Promise<void> {
  const { error } = await supabase.from('companies').delete().eq('id', company.id);
  if (error) throw error;
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
