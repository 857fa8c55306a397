// 'Nuevo curso': the settings of a draft course; after saving, the editor opens to add its content.
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { errorMessage } from '@/lib/errors';

import { useSaveCourse } from '../../api/save-course';
import {
  courseSchema,
  emptyCourseForm,
  type CourseFormInput,
  type CourseFormOutput,
} from '../../utils/course-form';
import { CourseFields } from '../course-fields';
import { FormRootError } from '../form-root-error';

const texts = {
  title: 'Nuevo curso',
  description:
    'El curso se crea como borrador; agrega módulos, lecciones y la evaluación antes de publicarlo.',
  save: 'Crear curso',
  saving: 'Creando...',
  cancel: 'Cancelar',
} as const;

interface CourseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (courseId: string) => void;
}

export function CourseDialog({ open, onOpenChange, onCreated }: CourseDialogProps) {
  const save = useSaveCourse();
  const form = useForm<CourseFormInput, unknown, CourseFormOutput>({
    resolver: zodResolver(courseSchema),
    defaultValues: emptyCourseForm,
  });
  const { reset } = form;
  React.useEffect(() => {
    if (open) reset(emptyCourseForm);
  }, [open, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const id = await save.mutateAsync(values);
      onCreated(id);
    } catch (error) {
      form.setError('root', { message: errorMessage(error) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <CourseFields control={form.control} />
            <FormRootError message={form.formState.errors.root?.message} />
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                onClick={() => onOpenChange(false)}
                disabled={save.isPending}
              >
                {texts.cancel}
              </Button>
              <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
                {save.isPending ? texts.saving : texts.save}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
