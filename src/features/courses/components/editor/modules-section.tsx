// 'Módulos y Lecciones': add/rename/delete/reorder modules, and the lessons inside each.
import { Layers, Plus } from 'lucide-react';
import * as React from 'react';

import { QueryStates } from '@/components/query-states';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

import { useDeleteItem, type DeleteItemInput } from '../../api/delete-item';
import { useCourseContent, type CourseModule } from '../../api/get-course-content';
import { useReorderItems } from '../../api/reorder-items';
import { useSaveModule } from '../../api/save-module';
import { nextPosition, swapUpdates } from '../../utils/reorder';
import { LessonDialog, type LessonTarget } from './lesson-dialog';
import { ModuleCard } from './module-card';
import { TitleDialog } from './title-dialog';

const texts = {
  title: 'Módulos y Lecciones',
  addModule: 'Agregar Módulo',
  loading: 'Cargando módulos...',
  error: { title: 'Error', description: 'No se pudieron cargar los módulos del curso.' },
  empty: {
    icon: Layers,
    title: 'Sin Módulos',
    description: 'Agrega el primer módulo y después sus lecciones.',
  },
  deleteTitle: { course_modules: '¿Eliminar módulo?', lessons: '¿Eliminar lección?', quiz_questions: '' },
  deleteText: {
    course_modules: (name: string) => `Se eliminarán el módulo «${name}» y todas sus lecciones.`,
    lessons: (name: string) => `Se eliminará la lección «${name}» y el avance registrado en ella.`,
    quiz_questions: (name: string) => name,
  },
} as const;

export function ModulesSection({ courseId }: { courseId: string }) {
  const content = useCourseContent(courseId);
  const saveModule = useSaveModule();
  const reorder = useReorderItems();
  const remove = useDeleteItem();
  const [moduleEdit, setModuleEdit] = React.useState<{ module?: CourseModule } | null>(null);
  const [lessonTarget, setLessonTarget] = React.useState<LessonTarget | null>(null);
  const [toDelete, setToDelete] = React.useState<DeleteItemInput | null>(null);
  const modules = content.data ?? [];

  return (
    <section aria-labelledby="course-modules-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="course-modules-title" className="text-lg font-semibold">
          {texts.title}
        </h3>
        <Button onClick={() => setModuleEdit({})}>
          <Plus aria-hidden="true" />
          {texts.addModule}
        </Button>
      </div>
      <QueryStates query={content} loading={texts.loading} error={texts.error} empty={texts.empty}>
        {(data) => (
          <ol className="grid gap-4">
            {data.map((module, index) => (
              <ModuleCard
                key={module.id}
                module={module}
                index={index}
                count={data.length}
                busy={reorder.isPending}
                onMove={(step) =>
                  reorder.mutate({ table: 'course_modules', updates: swapUpdates(data, index, step) })
                }
                onRename={() => setModuleEdit({ module })}
                onDelete={() => setToDelete({ table: 'course_modules', id: module.id, name: module.title })}
                onMoveLesson={(i, step) =>
                  reorder.mutate({ table: 'lessons', updates: swapUpdates(module.lessons, i, step) })
                }
                onEditLesson={(lesson) =>
                  setLessonTarget({
                    moduleId: module.id,
                    moduleTitle: module.title,
                    lesson,
                    position: nextPosition(module.lessons),
                  })
                }
                onDeleteLesson={(lesson) =>
                  setToDelete({ table: 'lessons', id: lesson.id, name: lesson.title, file: lesson.media_url })
                }
              />
            ))}
          </ol>
        )}
      </QueryStates>
      <TitleDialog
        open={moduleEdit !== null}
        heading={moduleEdit?.module ? 'Renombrar Módulo' : 'Nuevo Módulo'}
        description="Los módulos agrupan las lecciones del curso."
        label="Título del módulo"
        initialTitle={moduleEdit?.module?.title ?? ''}
        version={moduleEdit?.module?.updated_at}
        busy={saveModule.isPending}
        onClose={() => setModuleEdit(null)}
        onSave={(title, { version, newId }) =>
          saveModule.mutateAsync({
            courseId,
            title,
            id: moduleEdit?.module?.id,
            version,
            newId,
            position: nextPosition(modules),
          })
        }
      />
      <LessonDialog courseId={courseId} target={lessonTarget} onClose={() => setLessonTarget(null)} />
      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && !remove.isPending && setToDelete(null)}
        title={toDelete ? texts.deleteTitle[toDelete.table] : ''}
        description={toDelete ? texts.deleteText[toDelete.table](toDelete.name) : undefined}
        confirmLabel="Eliminar"
        confirmVariant="destructive"
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })}
        busy={remove.isPending}
      />
    </section>
  );
}
