// The conflict of a stale save inside a form dialog: someone else saved the record since it was opened.
// Lists each field they changed (stored now vs what this person typed) and offers 'Recargar' (take the
// stored values) or 'Guardar de Todos Modos' (save what was typed over them).
import { get, useFormContext, type FieldValues } from 'react-hook-form';

import { Button } from '@/components/ui/button';

import { useFieldLabels, type FieldLabels } from './field-labels';
import type { StaleConflict } from './use-stale-write';

export const staleBlockTexts = {
  changed: 'Esto cambió desde que abriste el formulario:',
  noVisibleChange: 'Los cambios no tocan los campos de este formulario.',
  stored: 'Guardado ahora',
  typed: 'Lo que escribiste',
  empty: '(vacío)',
  reload: 'Recargar',
  overwrite: 'Guardar de Todos Modos',
} as const;

interface Change {
  name: string;
  label: string;
  stored: string;
  typed: string;
}

/** Fields whose stored value differs from the one this form opened with. */
function changesOf(
  labels: FieldLabels | null,
  conflict: StaleConflict<FieldValues>,
  loaded: unknown,
  typed: unknown,
): Change[] {
  if (!labels || !conflict.stored) return [];
  const changes: Change[] = [];
  for (const [name, { label, display }] of labels) {
    const stored = display(get(conflict.stored, name));
    if (stored === display(get(loaded, name))) continue;
    changes.push({ name, label, stored, typed: display(get(typed, name)) });
  }
  return changes;
}

interface StaleWriteBlockProps {
  conflict: StaleConflict<FieldValues>;
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}

export function StaleWriteBlock({ conflict, busy, onReload, onOverwrite }: StaleWriteBlockProps) {
  const labels = useFieldLabels();
  const { formState, getValues } = useFormContext();
  const changes = changesOf(labels, conflict, formState.defaultValues, getValues());
  const orEmpty = (text: string) => text || staleBlockTexts.empty;
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-md border border-warning/60 bg-warning/10 p-3 text-sm text-foreground"
    >
      <p className="font-medium">{conflict.message}</p>
      {conflict.stored && (
        <>
          <p>{changes.length > 0 ? staleBlockTexts.changed : staleBlockTexts.noVisibleChange}</p>
          {changes.length > 0 && (
            <dl className="grid gap-2">
              {changes.map((change) => (
                <div
                  key={change.name}
                  className="grid gap-0.5 rounded border border-warning/40 bg-background p-2"
                >
                  <dt className="font-medium">{change.label}</dt>
                  <dd className="break-words">
                    <span className="text-muted-foreground">{staleBlockTexts.stored}: </span>
                    {orEmpty(change.stored)}
                  </dd>
                  <dd className="break-words">
                    <span className="text-muted-foreground">{staleBlockTexts.typed}: </span>
                    {orEmpty(change.typed)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onReload} disabled={busy}>
              {staleBlockTexts.reload}
            </Button>
            <Button type="button" onClick={onOverwrite} disabled={busy}>
              {staleBlockTexts.overwrite}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
