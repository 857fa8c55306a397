// The course settings form (new course dialog and the editor): Spanish messages, the same limits the
// database checks (non-blank title and instructor, hours > 0 with one decimal, a catalogue area, and an
// external agente capacitador's name and STPS registration when the agent is external).
import { z } from 'zod';

import { isThematicAreaCode } from '@/utils/thematic-areas';
import { isTrainingAgentType } from '@/utils/training-agent';

export const courseMessages = {
  title: 'Ingresa el título del curso.',
  titleLength: 'El título no puede exceder 200 caracteres.',
  hours: 'Ingresa la duración en horas (mayor que 0, máximo 9999).',
  area: 'Selecciona el área temática.',
  instructor: 'Ingresa el nombre del instructor o tutor.',
  agentType: 'Indica si el agente capacitador es interno o externo.',
  agentName: 'Ingresa el nombre del agente capacitador externo.',
  agentRegistration: 'Ingresa el número de registro STPS del agente capacitador externo.',
  cover: 'La portada debe ser una imagen PNG, JPG o WebP.',
} as const;

const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const optional = z
  .string()
  .trim()
  .transform((value) => value || null);

const courseObject = z.object({
  title: z.string().trim().min(1, courseMessages.title).max(200, courseMessages.titleLength),
  description: z
    .string()
    .trim()
    .transform((value) => value || null),
  estimatedHours: z
    .string()
    .trim()
    .refine(
      (value) => /^\d{1,4}([.,]\d)?$/.test(value) && Number(value.replace(',', '.')) > 0,
      courseMessages.hours,
    )
    .transform((value) => Number(value.replace(',', '.'))),
  thematicArea: z.string().refine(isThematicAreaCode, courseMessages.area),
  instructorName: z.string().trim().min(1, courseMessages.instructor),
  trainingAgentType: z.string().refine(isTrainingAgentType, courseMessages.agentType),
  externalAgentName: optional,
  externalAgentRegistration: optional,
  cover: z
    .instanceof(File)
    .nullable()
    .refine((file) => file === null || COVER_TYPES.includes(file.type), courseMessages.cover),
  published: z.boolean(),
});

/** An external agent needs its name and STPS registration; an internal one keeps neither. */
export const courseSchema = courseObject
  .superRefine((course, ctx) => {
    if (course.trainingAgentType !== 'external') return;
    if (!course.externalAgentName)
      ctx.addIssue({ code: 'custom', path: ['externalAgentName'], message: courseMessages.agentName });
    if (!course.externalAgentRegistration)
      ctx.addIssue({
        code: 'custom',
        path: ['externalAgentRegistration'],
        message: courseMessages.agentRegistration,
      });
  })
  .transform((course) =>
    course.trainingAgentType === 'external'
      ? course
      : { ...course, externalAgentName: null, externalAgentRegistration: null },
  );

export type CourseFormInput = z.input<typeof courseSchema>;
export type CourseFormOutput = z.output<typeof courseSchema>;

export const emptyCourseForm: CourseFormInput = {
  title: '',
  description: '',
  estimatedHours: '',
  thematicArea: '',
  instructorName: '',
  trainingAgentType: 'internal',
  externalAgentName: '',
  externalAgentRegistration: '',
  cover: null,
  published: false,
};
