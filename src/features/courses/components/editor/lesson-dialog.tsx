// 'Nueva lección' / 'Editar lección': title, type (Texto / Video / PDF), its content and optional minutes.
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';

import type { Lesson } from '../../api/get-course-content';
import { useSaveLesson } from '../../api/save-lesson';
import {
  emptyLessonForm,
  LESSON_TYPES,
  lessonFormValues,
  lessonSchema,
  type LessonFormInput,
  type LessonFormOutput,
} from '../../utils/lesson-form';
import { FormRootError } from '../form-root-error';
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
  const form = useForm<LessonFormInput, unknown, LessonFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: emptyLessonForm,
  });
  const { reset } = form;
  React.useEffect(() => {
    if (target) reset(target.lesson ? lessonFormValues(target.lesson) : emptyLessonForm);
  }, [target, reset]);
  const [contentType, videoSource] = useWatch({
    control: form.control,
    name: ['contentType', 'videoSource'],
  });

  const submit = form.handleSubmit(async (values) => {
    if (!target) return;
    try {
      await save.mutateAsync({
        ...values,
        courseId,
        moduleId: target.moduleId,
        id: lesson?.id,
        position: target.position,
        currentMediaUrl: lesson?.content_type === values.contentType ? lesson.media_url : null,
        currentStoredFile: lesson?.media_url ?? null,
      });
      onClose();
    } catch (error) {
      form.setError('root', { message: errorMessage(error) });
    }
  });

  return (
    <Dialog open={target !== null} onOpenChange={(next) => !next && !save.isPending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{lesson ? 'Editar lección' : 'Nueva lección'}</DialogTitle>
          <DialogDescription>{target ? `Módulo: ${target.moduleTitle}` : ''}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <TextField control={form.control} name="title" label="Título de la lección" />
            <FormField
              control={form.control}
              name="contentType"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Tipo de contenido</FormLabel>
                  <Select value={field.value} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger onBlur={field.onBlur}>
                        <SelectValue />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {LESSON_TYPES.map((type) => (
                        <SelectItem key={type.value} value={type.value}>
                          {type.label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
            />
            <LessonContentFields
              control={form.control}
              contentType={contentType}
              videoSource={videoSource}
              hasStoredFile={stored !== null && stored.type === contentType}
            />
            <TextField control={form.control} name="duration" label="Duración en minutos (opcional)" />
            <FormRootError message={form.formState.errors.root?.message} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
                Cancelar
              </Button>
              <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
                {save.isPending ? 'Guardando...' : 'Guardar lección'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
