// Create or rename a company. A clash with another company's name or RFC comes back as the Spanish text
// the form shows under its fields; other failures keep the server's cause.
import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { companyClashText, type CompanyFormOutput } from '../utils/company-form';

export interface SaveCompanyInput extends CompanyFormOutput {
  /** Absent: a new company. */
  id?: string;
}

export class CompanyClashError extends Error {}

export async function saveCompany({ id, name, rfc }: SaveCompanyInput): Promise<void> {
  const { error } = id
    ? await supabase.from('companies').update({ name, rfc }).eq('id', id)
    : await supabase.from('companies').insert({ name, rfc });
  if (!error) return;
  const clash = companyClashText(error);
  throw clash ? new CompanyClashError(clash) : error;
}

export const useSaveCompany = () =>
  useMutation({
    mutationFn: saveCompany,
    meta: {
      writes: ['companies'],
      successToast: {
        title: 'Empresa guardada',
        description: (_data, input) => `${(input as SaveCompanyInput).name} se guardó correctamente.`,
      },
    },
  });
