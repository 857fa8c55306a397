// The course's settings in the editor, with 'Publicado'. The database refuses to publish a course without
// lessons or with an incomplete quiz; its message ('No se puede publicar el curso: …') is shown here.
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Form, FormField } from '@/components/ui/form';
import { errorMessage } from '@/lib/errors';

import type { CourseDetail } from '../../api/get-course';
import { useSaveCourse } from '../../api/save-course';
import { courseSchema, type CourseFormInput, type CourseFormOutput } from '../../utils/course-form';
import { CourseFields } from '../course-fields';
import { FormRootError } from '../form-root-error';

const valuesOf = (course: CourseDetail): CourseFormInput => ({
  title: course.title,
  description: course.description ?? '',
  estimatedHours: String(Number(course.estimated_hours)),
  thematicArea: course.thematic_area,
  trainingAgent: course.training_agent,
  cover: null,
  published: course.published,
});

export function CourseSettings({ course }: { course: CourseDetail }) {
  const save = useSaveCourse();
  const form = useForm<CourseFormInput, unknown, CourseFormOutput>({
    resolver: zodResolver(courseSchema),
    defaultValues: valuesOf(course),
  });
  const { reset } = form;
  React.useEffect(() => {
    reset(valuesOf(course));
  }, [course, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, id: course.id, currentCover: course.cover_url });
    } catch (error) {
      form.setError('root', { message: errorMessage(error) });
    }
  });

  return (
    <section aria-labelledby="course-settings-title" className="grid gap-4">
      <h3 id="course-settings-title" className="text-lg font-semibold">
        Datos del curso
      </h3>
      <Form {...form}>
        <form
          className="grid gap-4 rounded-lg border bg-card p-4"
          onSubmit={(e) => void submit(e)}
          noValidate
        >
          <CourseFields control={form.control} />
          <FormField
            control={form.control}
            name="published"
            render={({ field }) => (
              <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                />
                Publicado (visible para los colaboradores asignados)
              </label>
            )}
          />
          <FormRootError message={form.formState.errors.root?.message} />
          <Button
            type="submit"
            className="justify-self-start"
            disabled={save.isPending}
            aria-busy={save.isPending}
          >
            {save.isPending ? 'Guardando...' : 'Guardar curso'}
          </Button>
        </form>
      </Form>
    </section>
  );
}
