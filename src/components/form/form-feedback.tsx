// Where a form shows the answer to a refused save: the stale-write conflict of an edit (what changed,
// Recargar, Guardar de Todos Modos) or else the root error. Inside a FieldLabelsProvider, so the conflict
// names the fields by their labels. FormDialog uses it; so does a form on a page (the course settings).
import type { FieldValues } from 'react-hook-form';

import { FormRootError } from './form-root-error';
import { StaleWriteBlock } from './stale-write-block';
import type { StaleWrite } from './use-stale-write';

interface FormFeedbackProps<T extends FieldValues> {
  rootMessage?: string;
  staleWrite?: StaleWrite<T>;
  busy: boolean;
  /** The form's handleSubmit(...) result: 'Guardar de Todos Modos' saves again through it. */
  onSubmit: () => Promise<void>;
}

export function FormFeedback<T extends FieldValues>({
  rootMessage,
  staleWrite,
  busy,
  onSubmit,
}: FormFeedbackProps<T>) {
  if (!staleWrite?.conflict) return <FormRootError message={rootMessage} />;
  return (
    <StaleWriteBlock
      conflict={staleWrite.conflict}
      busy={busy}
      onReload={staleWrite.reload}
      onOverwrite={() => {
        staleWrite.overwrite();
        void onSubmit();
      }}
    />
  );
}
