// Create or rename a company. A clash with another company's name or RFC comes back as the Spanish text
// the form shows under its fields; other failures keep the server's cause. A rename sends the version the
// form loaded (a stale one is refused: StaleWriteError); a new company is inserted once under the id the
// form made for it, however often the request is retried.
import { useMutation } from '@tanstack/react-query';

import { insertOnce } from '@/lib/insert-once';
import { throwIfStale, withVersion } from '@/lib/stale-write';
import { supabase } from '@/lib/supabase';

import { companyClashText, type CompanyFormOutput } from '../utils/company-form';

export type SaveCompanyInput = CompanyFormOutput &
  (
    | { id: string; /** The updated_at the form loaded. */ version: string | null }
    | { id?: undefined; /** The id the new company gets. */ newId: string }
  );

export class CompanyClashError extends Error {}

export async function saveCompany(input: SaveCompanyInput): Promise<void> {
  const row = {
    name: input.name,
    rfc: input.rfc,
    legal_representative: input.legalRepresentative,
    workers_representative: input.workersRepresentative,
    lab_release_mode: input.labReleaseMode,
  };
  const { error } =
    input.id !== undefined
      ? await supabase.from('companies').update(withVersion(row, input.version)).eq('id', input.id)
      : await insertOnce('companies', { id: input.newId, ...row });
  if (!error) return;
  if (input.id !== undefined) await throwIfStale(error, 'companies', input.id);
  const clash = companyClashText(error);
  throw clash ? new CompanyClashError(clash) : error;
}

export const useSaveCompany = () =>
  useMutation({
    mutationFn: saveCompany,
    meta: {
      // The release mode decides what the client's laboratory list shows.
      writes: ['companies', 'laboratory_requests'],
      successToast: {
        title: 'Empresa guardada',
        description: (_data, input) => `${(input as SaveCompanyInput).name} se guardó correctamente.`,
      },
    },
  });
