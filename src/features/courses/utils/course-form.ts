// The course settings form (new course dialog and the editor): Spanish messages, the same limits the
// database checks (non-blank title and agent, hours > 0 with one decimal, a catalogue area).
import { z } from 'zod';

import { isThematicAreaCode } from '@/utils/thematic-areas';

export const courseMessages = {
  title: 'Ingresa el título del curso.',
  titleLength: 'El título no puede exceder 200 caracteres.',
  hours: 'Ingresa la duración en horas (mayor que 0, máximo 9999).',
  area: 'Selecciona el área temática.',
  agent: 'Ingresa el agente capacitador (instructor o registro STPS).',
  cover: 'La portada debe ser una imagen PNG, JPG o WebP.',
} as const;

const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export const courseSchema = z.object({
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
  trainingAgent: z.string().trim().min(1, courseMessages.agent),
  cover: z
    .instanceof(File)
    .nullable()
    .refine((file) => file === null || COVER_TYPES.includes(file.type), courseMessages.cover),
  published: z.boolean(),
});

export type CourseFormInput = z.input<typeof courseSchema>;
export type CourseFormOutput = z.output<typeof courseSchema>;

export const emptyCourseForm: CourseFormInput = {
  title: '',
  description: '',
  estimatedHours: '',
  thematicArea: '',
  trainingAgent: '',
  cover: null,
  published: false,
};
