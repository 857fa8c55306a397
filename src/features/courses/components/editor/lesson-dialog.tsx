// 'Nueva Lección' / 'Editar Lección': title, type (Texto / Video / PDF), its content and optional minutes.
import * as React from 'react';
import { useWatch } from 'react-hook-form';

import { FormDialog } from '@/components/form/form-dialog';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useFormDialog } from '@/components/form/use-form-dialog';

import type { Lesson } from '../../api/get-course-content';
import { useSaveLesson } from '../../api/save-lesson';
import { emptyLessonForm, LESSON_TYPES, lessonFormValues, lessonSchema } from '../../utils/lesson-form';
import { LessonContentFields } from './lesson-content-fields';

export interface LessonTarget {
  moduleId: string;
  moduleTitle: string;
  /** Absent: a new lesson at `position`. */
  lesson?: Lesson;
  position: number;
}

interface LessonDialogProps {
  courseId: string;
  target: LessonTarget | null;
  onClose: () => void;
}

export function LessonDialog({ courseId, target, onClose }: LessonDialogProps) {
  const save = useSaveLesson();
  const lesson = target?.lesson;
  const stored = lesson?.media_url?.startsWith('storage://')
    ? { type: lesson.content_type, source: 'file' as const }
    : null;
  const schema = React.useMemo(
    () => lessonSchema(stored),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [stored?.type, stored?.source],
  );
  const { form, submit, staleWrite } = useFormDialog({
    schema,
    defaultValues: lesson ? lessonFormValues(lesson) : emptyLessonForm,
    open: target !== null,
    resetKey: target,
    version: lesson?.updated_at,
    storedValues: (row: Parameters<typeof lessonFormValues>[0]) => lessonFormValues(row),
    save: async (values, { version, newId }) => {
      if (!target) return;
      await save.mutateAsync({
        ...values,
        courseId,
        moduleId: target.moduleId,
        id: lesson?.id,
        version,
        newId,
        position: target.position,
        currentMediaUrl: lesson?.content_type === values.contentType ? lesson.media_url : null,
        currentStoredFile: lesson?.media_url ?? null,
      });
    },
    onDone: onClose,
  });
  const { control } = form;
  const [contentType, videoSource] = useWatch({ control, name: ['contentType', 'videoSource'] });

  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={lesson ? 'Editar Lección' : 'Nueva Lección'}
      description={target ? `Módulo: ${target.moduleTitle}` : ''}
      state={{ form, submit, isPending: save.isPending, staleWrite }}
      submitLabel="Guardar Lección"
    >
      <TextField control={control} name="title" label="Título de la lección" />
      <SelectField control={control} name="contentType" label="Tipo de contenido" options={LESSON_TYPES} />
      <LessonContentFields
        control={control}
        contentType={contentType}
        videoSource={videoSource}
        hasStoredFile={stored !== null && stored.type === contentType}
      />
      <TextField control={control} name="duration" label="Duración en minutos (opcional)" />
    </FormDialog>
  );
}
