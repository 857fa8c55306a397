// A new type of the catalogue, then the companies it applies to when not all. A code already taken comes
// back as the Spanish text the form shows under the field.
import { useMutation } from '@tanstack/react-query';

import { insertOnce } from '@/lib/insert-once';

import { typeMessages, typeRow, type TypeFormOutput } from '../utils/type-form';
import { setTypeCompanies } from './set-type-companies';

export class TypeCodeTakenError extends Error {
  constructor() {
    super(typeMessages.duplicateCode);
  }
}

/** 23505 on document_types is the unique code (the only unique column besides the id). */
export function throwTypeError(error: { code?: string }): never {
  if (error.code === '23505') throw new TypeCodeTakenError();
  throw error;
}

/** `id`: made by the form once per submission, so the companies can be linked without reading the new
 * row back and a retried creation inserts nothing more. */
export async function createDocumentType({
  id,
  ...values
}: TypeFormOutput & { id: string }): Promise<string> {
  const { error } = await insertOnce('document_types', { ...typeRow(values), id });
  if (error) throwTypeError(error);
  if (values.appliesTo === 'some') await setTypeCompanies(id, values.companyIds);
  return id;
}

export const useCreateDocumentType = () =>
  useMutation({
    mutationFn: createDocumentType,
    meta: {
      writes: ['document_types', 'document_type_companies'],
      successToast: {
        title: 'Tipo creado',
        description: (_data, values) => `«${(values as TypeFormOutput).name}» se agregó al catálogo.`,
      },
    },
  });
