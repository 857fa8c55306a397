// The course's settings in the editor, with 'Publicado'. The database refuses to publish a course without
// lessons or with an incomplete quiz; its message ('No se puede publicar el curso: …') is shown here.
import { CheckboxField } from '@/components/form/checkbox-field';
import { FieldLabelsProvider } from '@/components/form/field-labels';
import { FormFeedback } from '@/components/form/form-feedback';
import { useFormDialog } from '@/components/form/use-form-dialog';
import { SubmitButton } from '@/components/submit-button';
import { Form } from '@/components/ui/form';

import type { CourseDetail } from '../../api/get-course';
import { useSaveCourse } from '../../api/save-course';
import { courseSchema, type CourseFormInput } from '../../utils/course-form';
import { CourseFields } from '../course-fields';

const valuesOf = (course: CourseDetail): CourseFormInput => ({
  title: course.title,
  description: course.description ?? '',
  estimatedHours: String(Number(course.estimated_hours)),
  thematicArea: course.thematic_area,
  instructorName: course.instructor_name,
  trainingAgentType: course.training_agent_type,
  externalAgentName: course.external_agent_name ?? '',
  externalAgentRegistration: course.external_agent_registration ?? '',
  cover: null,
  published: course.published,
});

export function CourseSettings({ course }: { course: CourseDetail }) {
  const save = useSaveCourse();
  const { form, submit, staleWrite } = useFormDialog({
    schema: courseSchema,
    defaultValues: valuesOf(course),
    open: true,
    resetKey: course,
    version: course.updated_at,
    storedValues: valuesOf,
    save: (values, { version }) =>
      save.mutateAsync({ ...values, id: course.id, version, currentCover: course.cover_url }),
  });

  return (
    <section aria-labelledby="course-settings-title" className="grid gap-4">
      <h3 id="course-settings-title" className="text-lg font-semibold">
        Datos del Curso
      </h3>
      <Form {...form}>
        <FieldLabelsProvider>
          <form
            className="grid gap-4 rounded-lg border bg-card p-4"
            onSubmit={(e) => void submit(e)}
            noValidate
          >
            <CourseFields control={form.control} />
            <CheckboxField
              control={form.control}
              name="published"
              label="Publicado (visible para los colaboradores asignados)"
            />
            <FormFeedback
              rootMessage={form.formState.errors.root?.message}
              staleWrite={staleWrite}
              busy={save.isPending}
              onSubmit={submit}
            />
            <SubmitButton busy={save.isPending} label="Guardar Curso" busyLabel="Guardando..." />
          </form>
        </FieldLabelsProvider>
      </Form>
    </section>
  );
}
