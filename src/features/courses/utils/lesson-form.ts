// The lesson dialog: title, type, and per type a Markdown body (text), a link or a file (video), or a
// file (PDF); optional minutes. Mirrors the database's lessons_content check so a refusal is caught here.
import { z } from 'zod';

import { LESSON_TYPES } from '@/config/domain-labels';

export { LESSON_TYPES, type LessonType } from '@/config/domain-labels';

export const lessonTypeLabel = (type: string): string =>
  LESSON_TYPES.find((t) => t.value === type)?.label ?? type;

export const lessonMessages = {
  title: 'Ingresa el título de la lección.',
  body: 'Escribe el contenido de la lección.',
  link: 'Ingresa un enlace https (YouTube, Vimeo u otro sitio seguro).',
  videoFile: 'Selecciona un video MP4 o WebM.',
  pdfFile: 'Selecciona un archivo PDF.',
  duration: 'La duración debe ser un número entero de minutos mayor que 0.',
} as const;

const VIDEO_TYPES = ['video/mp4', 'video/webm'];

const isHttpsLink = (value: string): boolean => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** `storedMedia`: the lesson already has a file or link of this type, so a new one is optional. */
export const lessonSchema = (storedMedia: { type: string; source: 'link' | 'file' } | null) =>
  z
    .object({
      title: z.string().trim().min(1, lessonMessages.title),
      contentType: z.enum(['text', 'video', 'pdf']),
      videoSource: z.enum(['link', 'file']),
      link: z.string().trim(),
      file: z.instanceof(File).nullable(),
      body: z.string(),
      duration: z
        .string()
        .trim()
        .refine((v) => v === '' || (/^\d{1,4}$/.test(v) && Number(v) > 0), lessonMessages.duration),
    })
    .superRefine((values, ctx) => {
      const keepsFile = (type: string) =>
        storedMedia?.type === type && storedMedia.source === 'file' && values.file === null;
      if (values.contentType === 'text' && values.body.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['body'], message: lessonMessages.body });
      }
      if (values.contentType === 'video' && values.videoSource === 'link' && !isHttpsLink(values.link)) {
        ctx.addIssue({ code: 'custom', path: ['link'], message: lessonMessages.link });
      }
      if (values.contentType === 'video' && values.videoSource === 'file' && !keepsFile('video')) {
        if (!values.file || !VIDEO_TYPES.includes(values.file.type)) {
          ctx.addIssue({ code: 'custom', path: ['file'], message: lessonMessages.videoFile });
        }
      }
      if (values.contentType === 'pdf' && !keepsFile('pdf')) {
        if (!values.file || values.file.type !== 'application/pdf') {
          ctx.addIssue({ code: 'custom', path: ['file'], message: lessonMessages.pdfFile });
        }
      }
    })
    .transform((values) => ({
      title: values.title,
      contentType: values.contentType,
      /** A new link (video by link); null when a file is uploaded or kept, or for text. */
      link: values.contentType === 'video' && values.videoSource === 'link' ? values.link : null,
      /** Only a file the chosen type uses. */
      file:
        values.contentType === 'pdf' || (values.contentType === 'video' && values.videoSource === 'file')
          ? values.file
          : null,
      body: values.contentType === 'text' ? values.body.trim() : null,
      durationMinutes: values.duration === '' ? null : Number(values.duration),
    }));

export type LessonFormInput = z.input<ReturnType<typeof lessonSchema>>;
export type LessonFormOutput = z.output<ReturnType<typeof lessonSchema>>;

export const emptyLessonForm: LessonFormInput = {
  title: '',
  contentType: 'text',
  videoSource: 'link',
  link: '',
  file: null,
  body: '',
  duration: '',
};

/** The form values of a stored lesson. */
export function lessonFormValues(lesson: {
  title: string;
  content_type: string;
  media_url: string | null;
  body: string | null;
  duration_minutes: number | null;
}): LessonFormInput {
  const stored = lesson.media_url?.startsWith('storage://') ?? false;
  const type =
    lesson.content_type === 'video' || lesson.content_type === 'pdf' ? lesson.content_type : 'text';
  return {
    title: lesson.title,
    contentType: type,
    videoSource: type === 'video' && stored ? 'file' : 'link',
    link: type === 'video' && !stored ? (lesson.media_url ?? '') : '',
    file: null,
    body: lesson.body ?? '',
    duration: lesson.duration_minutes ? String(lesson.duration_minutes) : '',
  };
}
