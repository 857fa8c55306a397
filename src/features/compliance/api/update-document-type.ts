// Saves an edited type and the companies it applies to (none kept when it applies to every company). The
// type's row goes with the version the form loaded: a stale one is refused (StaleWriteError).
import { useMutation } from '@tanstack/react-query';

import { throwIfStale, withVersion } from '@/lib/stale-write';
import { supabase } from '@/lib/supabase';

import { typeRow, type TypeFormOutput } from '../utils/type-form';
import { throwTypeError } from './create-document-type';
import { setTypeCompanies } from './set-type-companies';

export interface UpdateDocumentTypeInput {
  id: string;
  /** The updated_at the form loaded. */
  version: string | null;
  values: TypeFormOutput;
}

export async function updateDocumentType({ id, version, values }: UpdateDocumentTypeInput): Promise<void> {
  const { error } = await supabase
    .from('document_types')
    .update(withVersion(typeRow(values), version))
    .eq('id', id);
  if (error) throwTypeError(await throwIfStale(error, 'document_types', id));
  await setTypeCompanies(id, values.appliesTo === 'some' ? values.companyIds : []);
}

export const useUpdateDocumentType = () =>
  useMutation({
    mutationFn: updateDocumentType,
    meta: {
      writes: ['document_types', 'document_type_companies'],
      successToast: {
        title: 'Tipo actualizado',
        description: (_data, input) => `«${(input as UpdateDocumentTypeInput).values.name}» se guardó.`,
      },
    },
  });
