// The state of a form that saves through the server: react-hook-form with the zod schema; each opening of
// a dialog that stays mounted starts from its values; a refusal of the save becomes the form's root error
// (or a field's, through fieldError) and is cleared by the next change; a save that went through ends
// with onDone. An edit sends the version it loaded (save's second argument) and shows a stale-write
// conflict in the dialog; a create sends the id made for this opening, the same on every retry.
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/v4/core';

import { dataErrorText } from '@/lib/errors';

import { withFileChecks } from './file-checks';
import { useNewId } from './use-new-id';
import { useStaleWrite } from './use-stale-write';

/** What a save sends besides the values: the edited row's version, or the new row's id. */
export interface SaveContext {
  /** The updated_at the edit loaded (or adopted to overwrite); null for a create. */
  version: string | null;
  /** The id for a new row, the same on every attempt of this opening's submission. */
  newId: string;
}

interface Options<TIn extends FieldValues, TOut extends FieldValues, R> {
  schema: z.$ZodType<TOut, TIn>;
  /** The values this opening starts from. */
  defaultValues: DefaultValues<TIn>;
  /**
   * For a dialog that stays mounted: while open, the form is reset to defaultValues when it opens and
   * whenever resetKey changes (the row being edited). A dialog mounted per opening leaves both out.
   */
  open?: boolean;
  resetKey?: unknown;
  save: (values: TOut, context: SaveContext) => Promise<unknown>;
  /** The updated_at of the row being edited (absent for a create). */
  version?: string | null;
  /** The stored row as the form's values, for the conflict of a stale save (usually the defaults' mapping). */
  storedValues?: (row: R) => DefaultValues<TIn>;
  /** After a save that went through; gets the form (e.g. to clear it for the next entry). */
  onDone?: (form: UseFormReturn<TIn, unknown, TOut>) => void;
  /** Puts a refusal under its field; true when it did (otherwise the refusal is the root error). */
  fieldError?: (error: unknown, form: UseFormReturn<TIn, unknown, TOut>) => boolean;
  /** The Spanish text of a refusal shown as the root error (default dataErrorText). */
  rootMessage?: (error: unknown) => string;
  /** The mutation reports its refusals itself (a toast from its meta): the form only stays as it is. */
  toastsErrors?: boolean;
}

export function useFormDialog<TIn extends FieldValues, TOut extends FieldValues, R = never>({
  schema,
  defaultValues,
  open,
  resetKey,
  save,
  version,
  storedValues,
  onDone,
  fieldError,
  rootMessage = dataErrorText,
  toastsErrors,
}: Options<TIn, TOut, R>) {
  const form = useForm<TIn, unknown, TOut>({
    resolver: withFileChecks(zodResolver(schema)),
    // Checked on submit, then as each field changes; FormDialog also checks a field when it is left
    // (check-on-leave.ts, which keeps the click that left it).
    mode: 'onSubmit',
    defaultValues,
  });
  const { reset, clearErrors } = form;
  const staleWrite = useStaleWrite({ form, version, storedValues, open, resetKey });
  const newId = useNewId(open, resetKey);

  // Reads the defaults of the render that opened the dialog without making them a reason to reset.
  const resetToDefaults = React.useEffectEvent(() => reset(defaultValues));
  React.useEffect(() => {
    if (open) resetToDefaults();
  }, [open, resetKey]);

  // A changed field makes the last refusal stale (e.g. a wrong file just replaced by the right one).
  const values = useWatch({ control: form.control });
  React.useEffect(() => clearErrors('root'), [values, clearErrors]);

  const submit = form.handleSubmit(async (output) => {
    try {
      await save(output, { version: staleWrite.version(), newId: newId.current() });
    } catch (error) {
      if (staleWrite.catch(error) || toastsErrors) return;
      if (!fieldError?.(error, form)) form.setError('root', { message: rootMessage(error) });
      return;
    }
    newId.renew();
    onDone?.(form);
  });

  return { form, submit, staleWrite };
}
