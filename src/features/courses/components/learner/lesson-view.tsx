// The current lesson: its content, 'Marcar como Completada' and the way to the previous and next step.
import { CheckCircle2, ChevronLeft, ChevronRight } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

import type { Lesson } from '../../api/get-learner-course';
import { MarkdownBody } from './markdown-body';
import { PdfViewer } from './pdf-viewer';
import { VideoPlayer } from './video-player';

export const lessonTexts = {
  position: (n: number, total: number) => `Lección ${n} de ${total}`,
  minutes: (m: number) => `${m} min`,
  types: { video: 'Video', pdf: 'PDF', text: 'Lectura' } as Record<string, string>,
  complete: 'Marcar como Completada',
  completing: 'Guardando...',
  completed: 'Completada',
  previous: 'Anterior',
  next: 'Siguiente',
} as const;

interface LessonViewProps {
  lesson: Lesson;
  index: number;
  total: number;
  completed: boolean;
  canWrite: boolean;
  completing: boolean;
  onComplete: () => void;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}

export function LessonView(props: LessonViewProps) {
  const { lesson, index, total, completed } = props;
  return (
    <article aria-labelledby="lesson-title" className="grid gap-4">
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          {lessonTexts.position(index + 1, total)} · {lessonTexts.types[lesson.content_type] ?? ''}
          {lesson.duration_minutes ? ` · ${lessonTexts.minutes(lesson.duration_minutes)}` : ''}
        </p>
        <h3 id="lesson-title" tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {lesson.title}
        </h3>
      </header>
      {lesson.content_type === 'text' && <MarkdownBody source={lesson.body ?? ''} />}
      {lesson.content_type === 'video' && <VideoPlayer mediaUrl={lesson.media_url} title={lesson.title} />}
      {lesson.content_type === 'pdf' && <PdfViewer mediaUrl={lesson.media_url} title={lesson.title} />}
      {lesson.content_type === 'video' && lesson.body && <MarkdownBody source={lesson.body} />}
      {/* One row when there is room; stacked on a phone and beside the outline on a narrow desktop (lg). */}
      <footer className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between lg:flex-col lg:items-stretch xl:flex-row xl:items-center">
        <Button variant="outline" onClick={props.onPrevious ?? undefined} disabled={!props.onPrevious}>
          <ChevronLeft aria-hidden="true" />
          {lessonTexts.previous}
        </Button>
        {completed ? (
          <Badge variant="success" className="justify-center gap-1 py-2 text-sm">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {lessonTexts.completed}
          </Badge>
        ) : (
          <Button
            onClick={props.onComplete}
            disabled={!props.canWrite || props.completing}
            aria-busy={props.completing}
          >
            <CheckCircle2 aria-hidden="true" />
            {props.completing ? lessonTexts.completing : lessonTexts.complete}
          </Button>
        )}
        <Button variant="outline" onClick={props.onNext ?? undefined} disabled={!props.onNext}>
          {lessonTexts.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </footer>
    </article>
  );
}
