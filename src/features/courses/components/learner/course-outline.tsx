// The course's table of contents: modules, their lessons (completed ones marked) and the final quiz.
// Always visible beside the lesson on a desktop; a list that opens and closes on a phone.
import { CheckCircle2, ChevronDown, Circle, ClipboardCheck } from 'lucide-react';
import * as React from 'react';

import { cn } from '@/utils/cn';

import type { CourseModule } from '../../api/get-learner-course';
import { QUIZ_STEP } from '../../utils/resume';
import { LockedStep } from './locked-step';

export const outlineTexts = {
  label: 'Contenido del curso',
  toggle: (done: number, total: number) => `Contenido del Curso (${done} de ${total})`,
  completed: '(completada)',
  quiz: 'Evaluación Final',
} as const;

interface CourseOutlineProps {
  modules: CourseModule[];
  completed: Set<string>;
  current: string | null;
  hasQuiz: boolean;
  /** Lessons still to complete before the quiz opens; 0 when it is open. */
  quizLockedBy: number;
  onSelect: (step: string) => void;
}

export function CourseOutline(props: CourseOutlineProps) {
  const { modules, completed, current, hasQuiz, quizLockedBy, onSelect } = props;
  const [open, setOpen] = React.useState(false);
  const total = modules.reduce((n, m) => n + m.lessons.length, 0);
  const pick = (step: string) => {
    setOpen(false);
    onSelect(step);
  };
  return (
    <nav aria-label={outlineTexts.label} className="rounded-lg border bg-card">
      <button
        type="button"
        className="flex min-h-11 w-full items-center justify-between px-4 py-2 text-sm font-medium lg:hidden"
        aria-expanded={open}
        aria-controls="course-outline-list"
        onClick={() => setOpen((v) => !v)}
      >
        {outlineTexts.toggle(completed.size, total)}
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <div id="course-outline-list" className={cn('grid gap-4 p-3', !open && 'hidden lg:grid')}>
        {modules.map((module) => (
          <div key={module.id} className="grid gap-1">
            <h3 className="px-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {module.title}
            </h3>
            <ol className="grid gap-1">
              {module.lessons.map((lesson) => (
                <li key={lesson.id}>
                  <StepButton
                    active={current === lesson.id}
                    done={completed.has(lesson.id)}
                    onClick={() => pick(lesson.id)}
                  >
                    {lesson.title}
                  </StepButton>
                </li>
              ))}
            </ol>
          </div>
        ))}
        {hasQuiz && quizLockedBy > 0 && (
          <LockedStep active={current === QUIZ_STEP} pending={quizLockedBy}>
            {outlineTexts.quiz}
          </LockedStep>
        )}
        {hasQuiz && quizLockedBy === 0 && (
          <StepButton active={current === QUIZ_STEP} quiz onClick={() => pick(QUIZ_STEP)}>
            {outlineTexts.quiz}
          </StepButton>
        )}
      </div>
    </nav>
  );
}

interface StepButtonProps {
  active: boolean;
  done?: boolean;
  quiz?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}

function StepButton({ active, done = false, quiz = false, onClick, children }: StepButtonProps) {
  const Icon = quiz ? ClipboardCheck : done ? CheckCircle2 : Circle;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-current={active ? 'step' : undefined}
      className={cn(
        'flex min-h-10 w-full items-start gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-accent',
        active && 'bg-accent font-semibold',
      )}
    >
      <Icon
        className={cn('mt-0.5 size-4 shrink-0', done ? 'text-success' : 'text-muted-foreground')}
        aria-hidden="true"
      />
      <span>
        {children}
        {done && <span className="sr-only">{` ${outlineTexts.completed}`}</span>}
      </span>
    </button>
  );
}
