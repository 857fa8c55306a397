// One question: a radio group (single answer) or checkboxes (multiple answers), inside a fieldset whose
// legend is the prompt.
import type { QuizQuestion } from '../../api/get-learner-quiz';

export const questionTexts = {
  multiple: 'Selecciona todas las que apliquen',
  number: (n: number) => `Pregunta ${n}`,
} as const;

interface QuizQuestionFieldProps {
  question: QuizQuestion;
  index: number;
  value: string[];
  onChange: (value: string[]) => void;
}

export function QuizQuestionField({ question, index, value, onChange }: QuizQuestionFieldProps) {
  const hintId = `hint-${question.id}`;
  const toggle = (optionId: string, checked: boolean) => {
    if (!question.multiple) return onChange([optionId]);
    onChange(checked ? [...value, optionId] : value.filter((id) => id !== optionId));
  };
  return (
    <fieldset
      className="grid gap-3 rounded-lg border p-4"
      aria-describedby={question.multiple ? hintId : undefined}
    >
      <legend className="px-1 font-medium">
        <span className="sr-only">{questionTexts.number(index + 1)}: </span>
        {question.prompt}
      </legend>
      {question.multiple && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {questionTexts.multiple}
        </p>
      )}
      <div className="grid gap-1">
        {question.options.map((option) => (
          <label
            key={option.id}
            className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 py-1 hover:bg-accent"
          >
            <input
              type={question.multiple ? 'checkbox' : 'radio'}
              name={`question-${question.id}`}
              value={option.id}
              checked={value.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
              className="size-5 accent-primary"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
