// The version an edit form sends and the conflict it shows when the database refuses the save as stale
// (StaleWriteError): the row as stored now, mapped to the form's values. FormDialog shows the conflict
// (StaleWriteBlock); 'Recargar' takes the stored values into the form, 'Guardar de Todos Modos' saves
// what was typed with the stored version. Each opening of the dialog starts from the version it loaded.
import * as React from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';

import { StaleWriteError } from '@/lib/stale-write';

export interface StaleConflict<T extends FieldValues> {
  /** The stored row as form values; null when it was deleted meanwhile. */
  stored: DefaultValues<T> | null;
  version: string | null;
  message: string;
}

export interface StaleWriteOptions<TIn extends FieldValues, TOut extends FieldValues, R> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** The updated_at of the row the form loaded; null or absent for a create. */
  version?: string | null;
  /** The stored row (every column) as the form's values; the same mapping the form opened with. */
  storedValues?: (row: R) => DefaultValues<TIn>;
  open?: boolean;
  resetKey?: unknown;
}

export interface StaleWrite<TIn extends FieldValues = FieldValues> {
  /** The version to send with the next save. */
  version: () => string | null;
  conflict: StaleConflict<TIn> | null;
  /** Shows a stale-write refusal as the conflict; false for any other error. */
  catch: (error: unknown) => boolean;
  reload: () => void;
  /** Adopts the stored version, so the next save overwrites what is stored. */
  overwrite: () => void;
}

export function useStaleWrite<TIn extends FieldValues, TOut extends FieldValues, R = never>({
  form,
  version,
  storedValues,
  open,
  resetKey,
}: StaleWriteOptions<TIn, TOut, R>): StaleWrite<TIn> {
  const versionRef = React.useRef(version ?? null);
  const [conflict, setConflict] = React.useState<StaleConflict<TIn> | null>(null);

  // A new opening (or another row) drops the last conflict at once, during render.
  const [opening, setOpening] = React.useState({ open, resetKey });
  if (opening.open !== open || opening.resetKey !== resetKey) {
    setOpening({ open, resetKey });
    setConflict(null);
  }
  const restart = React.useEffectEvent(() => {
    versionRef.current = version ?? null;
  });
  React.useEffect(() => {
    if (open !== false) restart();
  }, [open, resetKey]);

  const { reset } = form;
  return {
    version: () => versionRef.current,
    conflict,
    catch: (error) => {
      if (!(error instanceof StaleWriteError)) return false;
      setConflict({
        stored: error.stored && storedValues ? storedValues(error.stored as R) : null,
        version: error.version,
        message: error.message,
      });
      return true;
    },
    reload: () => {
      if (!conflict) return;
      if (conflict.stored) reset(conflict.stored);
      versionRef.current = conflict.version;
      setConflict(null);
    },
    overwrite: () => {
      if (!conflict) return;
      versionRef.current = conflict.version;
      setConflict(null);
    },
  };
}
