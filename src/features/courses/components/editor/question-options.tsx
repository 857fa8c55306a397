// The options of a question: label, 'Correcta' checkbox, reorder and remove; 'Agregar Opción'.
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';

import { CheckboxField } from '@/components/form/checkbox-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';

import type { QuestionFormInput, QuestionFormOutput } from '../../utils/quiz-form';
import { ReorderButtons } from './reorder-buttons';

interface QuestionOptionsProps {
  control: Control<QuestionFormInput, unknown, QuestionFormOutput>;
}

export function QuestionOptions({ control }: QuestionOptionsProps) {
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'options' });
  const { errors } = useFormState({ control, name: 'options' });
  const listError = errors.options?.root?.message ?? errors.options?.message;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Opciones</legend>
      {fields.map((option, index) => (
        <div key={option.id} className="grid gap-2 rounded-md border p-3">
          <TextField control={control} name={`options.${index}.label`} label={`Opción ${index + 1}`} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CheckboxField
              control={control}
              name={`options.${index}.isCorrect`}
              label={`Correcta (opción ${index + 1})`}
            />
            <div className="flex gap-1">
              <ReorderButtons
                name={`opción ${index + 1}`}
                index={index}
                count={fields.length}
                onMove={(step) => swap(index, index + step)}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Quitar opción ${index + 1}`}
                onClick={() => remove(index)}
              >
                <Trash2 className="text-destructive" aria-hidden="true" />
              </Button>
            </div>
          </div>
        </div>
      ))}
      {listError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => append({ label: '', isCorrect: false })}
      >
        <Plus aria-hidden="true" />
        Agregar Opción
      </Button>
    </fieldset>
  );
}
