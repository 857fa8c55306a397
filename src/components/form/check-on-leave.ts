// A form dialog's field is checked when the person leaves it, once they have written in it (or while it
// shows an error), so a wrong RFC is pointed out before Guardar. The form handles focusout for all its
// fields (they carry their name attribute).
//
// A field left by pressing a button (Guardar, Cancelar) is checked only after that click: a message
// appearing between the press and the release grows the dialog, moves the button from under the pointer,
// and the browser then drops the click. Guardar checks every field itself.
import type * as React from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

let pointerDown = false;
let listening = false;

function trackPointer() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
  const up = () => (pointerDown = false);
  document.addEventListener('pointerup', up, true);
  document.addEventListener('pointercancel', up, true);
}

/** Runs `check` now, or when a press in progress has been released and its click handled. */
function afterPress(check: () => void) {
  if (!pointerDown) return check();
  const release = () => {
    document.removeEventListener('pointerup', release, true);
    document.removeEventListener('pointercancel', release, true);
    // The click follows the release in the same task; the check waits for the next one.
    setTimeout(check, 0);
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], values);
}

/** The form's onBlur: checks the field just left. */
export function checkOnLeave<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
) {
  trackPointer();
  return (event: React.FocusEvent<HTMLFormElement>) => {
    const target = event.target as Partial<HTMLInputElement>;
    const name = typeof target.name === 'string' ? (target.name as Path<T>) : undefined;
    if (!name || target.type === 'file') return;
    // A submit in the meantime (the press was on Guardar) has checked every field, and may since have put
    // the server's refusal under this one: nothing left to check.
    const element = event.currentTarget;
    let submitted = false;
    const onSubmit = () => (submitted = true);
    element.addEventListener('submit', onSubmit);
    afterPress(() => {
      element.removeEventListener('submit', onSubmit);
      if (submitted) return;
      const written = !Object.is(form.getValues(name), valueAt(form.formState.defaultValues, name));
      if (written || form.getFieldState(name).invalid) void form.trigger(name);
    });
  };
}
