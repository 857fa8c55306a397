// Assigning a course and removing an assignment. The same course twice to one collaborator or company is
// refused by a unique key; that refusal becomes 'Este curso ya está asignado a …'.
import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

import type { AssignmentFormOutput } from '../utils/assignment-form';
import { courseErrorTexts, isUniqueError } from '../utils/course-errors';

export interface CreateAssignmentInput extends AssignmentFormOutput {
  courseId: string;
  /** The collaborator's or company's name, for messages. */
  targetName: string;
}

export class DuplicateAssignmentError extends Error {}

export async function createAssignment(input: CreateAssignmentInput): Promise<void> {
  const { error } = await supabase.from('course_assignments').insert({
    course_id: input.courseId,
    profile_id: input.profileId,
    company_id: input.companyId,
    due_date: input.dueDate,
  });
  if (!error) return;
  throw isUniqueError(error)
    ? new DuplicateAssignmentError(courseErrorTexts.alreadyAssigned(input.targetName))
    : error;
}

export const useCreateAssignment = () =>
  useMutation({
    mutationFn: createAssignment,
    meta: {
      writes: ['course_assignments'],
      successToast: {
        title: 'Curso asignado',
        description: (_d, input) => `Asignado a ${(input as CreateAssignmentInput).targetName}.`,
      },
    },
  });

export interface DeleteAssignmentInput {
  id: string;
  targetName: string;
}

export async function deleteAssignment({ id }: DeleteAssignmentInput): Promise<void> {
  const { error } = await supabase.from('course_assignments').delete().eq('id', id);
  if (error) throw error;
}

export const useDeleteAssignment = () =>
  useMutation({
    mutationFn: deleteAssignment,
    meta: {
      writes: ['course_assignments'],
      successToast: {
        title: 'Asignación eliminada',
        description: (_d, input) => (input as DeleteAssignmentInput).targetName,
      },
      errorToast: { title: 'Error', description: 'No se pudo eliminar la asignación. Inténtalo de nuevo.' },
    },
  });
