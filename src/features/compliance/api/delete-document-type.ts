// Deletes a type nobody used. Documents keep their type (ON DELETE RESTRICT): then the admin is told to
// deactivate it instead, which keeps the history and stops asking for it.
import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import { typeMessages } from '../utils/type-form';

type TypeRef = { id: string; name: string };

export class TypeInUseError extends Error {
  constructor() {
    super(typeMessages.inUse);
  }
}

export async function deleteDocumentType(type: TypeRef): Promise<void> {
  const { error } = await supabase.from('document_types').delete().eq('id', type.id);
  // 23503: a document still references the type
  if (error?.code === '23503') throw new TypeInUseError();
  if (error) throw error;
}

export const useDeleteDocumentType = () =>
  useMutation({
    mutationFn: deleteDocumentType,
    meta: {
      writes: ['document_types', 'document_type_companies'],
      successToast: { title: 'Tipo eliminado', description: (_data, type) => (type as TypeRef).name },
      errorToast: {
        title: 'No se pudo eliminar',
        description: (error) =>
          error instanceof TypeInUseError
            ? error.message
            : 'No se pudo eliminar el tipo. Inténtalo de nuevo.',
      },
    },
  });
