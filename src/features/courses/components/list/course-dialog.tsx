// 'Nuevo Curso': the settings of a draft course; after saving, the editor opens to add its content.
import { FormDialog } from '@/components/form/form-dialog';
import { useFormDialog } from '@/components/form/use-form-dialog';

import { useSaveCourse } from '../../api/save-course';
import { courseSchema, emptyCourseForm } from '../../utils/course-form';
import { CourseFields } from '../course-fields';

const texts = {
  title: 'Nuevo Curso',
  description:
    'El curso se crea como borrador; agrega módulos, lecciones y la evaluación antes de publicarlo.',
  save: 'Crear Curso',
  saving: 'Creando...',
} as const;

interface CourseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (courseId: string) => void;
}

export function CourseDialog({ open, onOpenChange, onCreated }: CourseDialogProps) {
  const save = useSaveCourse();
  const { form, submit } = useFormDialog({
    schema: courseSchema,
    defaultValues: emptyCourseForm,
    open,
    save: async (values, { newId }) => onCreated(await save.mutateAsync({ ...values, newId })),
  });
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={texts.title}
      description={texts.description}
      state={{ form, submit, isPending: save.isPending }}
      submitLabel={texts.save}
      busyLabel={texts.saving}
    >
      <CourseFields control={form.control} />
    </FormDialog>
  );
}
