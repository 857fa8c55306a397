// Saves an edited type and the companies it applies to (none kept when it applies to every company).
import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { typeRow, type TypeFormOutput } from '../utils/type-form';
import { throwTypeError } from './create-document-type';
import { setTypeCompanies } from './set-type-companies';

export interface UpdateDocumentTypeInput {
  id: string;
  values: TypeFormOutput;
}

export async function updateDocumentType({ id, values }: UpdateDocumentTypeInput): Promise<void> {
  const { error } = await supabase.from('document_types').update(typeRow(values)).eq('id', id);
  if (error) throwTypeError(error);
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
