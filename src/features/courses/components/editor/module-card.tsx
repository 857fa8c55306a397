// One module: its title with actions, then its lessons in order with theirs, and 'Agregar Lección'.
import { FileText, Plus, PlayCircle, Type } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { CourseModule, Lesson } from '../../api/get-course-content';
import { lessonTypeLabel } from '../../utils/lesson-form';
import { ItemActions } from './item-actions';

const icons = { video: PlayCircle, pdf: FileText, text: Type } as const;

interface ModuleCardProps {
  module: CourseModule;
  index: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onRename: () => void;
  onDelete: () => void;
  onMoveLesson: (lessonIndex: number, step: -1 | 1) => void;
  onEditLesson: (lesson?: Lesson) => void;
  onDeleteLesson: (lesson: Lesson) => void;
}

export function ModuleCard(props: ModuleCardProps) {
  const { module, index, count, busy } = props;
  const headingId = `module-${module.id}`;
  return (
    <li className="rounded-lg border bg-card p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={headingId} className="min-w-0 break-words pt-2 font-semibold">
          {`Módulo ${index + 1}: ${module.title}`}
        </h4>
        <ItemActions
          name={`módulo ${module.title}`}
          index={index}
          count={count}
          busy={busy}
          onMove={props.onMove}
          onEdit={props.onRename}
          onDelete={props.onDelete}
        />
      </div>
      {module.lessons.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">Este módulo aún no tiene lecciones.</p>
      ) : (
        <ol className="mt-3 grid gap-2" aria-label={`Lecciones de ${module.title}`}>
          {module.lessons.map((lesson, lessonIndex) => {
            const Icon = icons[lesson.content_type as keyof typeof icons] ?? Type;
            return (
              <li
                key={lesson.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2"
              >
                <span className="flex min-w-0 items-center gap-2">
                  <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="min-w-0 break-words">{lesson.title}</span>
                  <span className="text-xs text-muted-foreground">
                    {lessonTypeLabel(lesson.content_type)}
                    {lesson.duration_minutes ? ` · ${lesson.duration_minutes} min` : ''}
                  </span>
                </span>
                <ItemActions
                  name={`lección ${lesson.title}`}
                  index={lessonIndex}
                  count={module.lessons.length}
                  busy={busy}
                  onMove={(step) => props.onMoveLesson(lessonIndex, step)}
                  onEdit={() => props.onEditLesson(lesson)}
                  onDelete={() => props.onDeleteLesson(lesson)}
                />
              </li>
            );
          })}
        </ol>
      )}
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        aria-label={`Agregar lección a ${module.title}`}
        onClick={() => props.onEditLesson()}
      >
        <Plus aria-hidden="true" />
        Agregar Lección
      </Button>
    </li>
  );
}
