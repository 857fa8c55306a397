// Assign a course to one active collaborator or to a company (all its collaborators), optionally by a date.
import { z } from 'zod';

export const assignmentMessages = {
  collaborator: 'Selecciona un colaborador.',
  company: 'Selecciona una empresa.',
  dueDate: 'Ingresa una fecha válida.',
} as const;

export const assignmentSchema = z
  .object({
    target: z.enum(['collaborator', 'company']),
    profileId: z.string(),
    companyId: z.string(),
    dueDate: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))),
        assignmentMessages.dueDate,
      ),
  })
  .superRefine((values, ctx) => {
    if (values.target === 'collaborator' && !values.profileId) {
      ctx.addIssue({ code: 'custom', path: ['profileId'], message: assignmentMessages.collaborator });
    }
    if (values.target === 'company' && !values.companyId) {
      ctx.addIssue({ code: 'custom', path: ['companyId'], message: assignmentMessages.company });
    }
  })
  .transform((values) => ({
    profileId: values.target === 'collaborator' ? values.profileId : null,
    companyId: values.target === 'company' ? values.companyId : null,
    dueDate: values.dueDate === '' ? null : values.dueDate,
  }));

export type AssignmentFormInput = z.input<typeof assignmentSchema>;
export type AssignmentFormOutput = z.output<typeof assignmentSchema>;

export const emptyAssignmentForm: AssignmentFormInput = {
  target: 'collaborator',
  profileId: '',
  companyId: '',
  dueDate: '',
};
