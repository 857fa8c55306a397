// Assigning a course and removing an assignment. The same course twice to one collaborator or company is
// refused by a unique key; that refusal becomes 'Este curso ya está asignado a …'.
import { useMutation } from '@tanstack/react-query';

import { rowDeleteMutation } from '@/lib/query/delete-row';
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

const assignmentDelete = rowDeleteMutation<DeleteAssignmentInput>({
  table: 'course_assignments',
  deleted: 'Asignación eliminada',
  name: (input) => input.targetName,
  failed: 'No se pudo eliminar la asignación. Inténtalo de nuevo.',
});

export const deleteAssignment = assignmentDelete.mutationFn;

export const useDeleteAssignment = () => useMutation(assignmentDelete);
