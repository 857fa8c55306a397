// What a form's fields are called and how their values read, collected from the kit fields rendered
// inside a FormDialog: the stale-write block lists changed fields by these labels and values (a select
// shows its option's label, a checkbox Sí/No) without each form repeating them.
import * as React from 'react';

export interface FieldLabel {
  label: string;
  /** The value as a person reads it. */
  display: (value: unknown) => string;
}

export type FieldLabels = Map<string, FieldLabel>;

const FieldLabelsContext = React.createContext<FieldLabels | null>(null);

export function FieldLabelsProvider({ children }: { children: React.ReactNode }) {
  const [labels] = React.useState<FieldLabels>(() => new Map());
  return <FieldLabelsContext value={labels}>{children}</FieldLabelsContext>;
}

export const useFieldLabels = () => React.useContext(FieldLabelsContext);

export const plainValue = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof File) return value.name;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number).trim();
};

/** Registers a kit field's label (and how its value reads) while it is mounted inside a form dialog. */
export function useFieldLabel(name: string, label: React.ReactNode, display: (value: unknown) => string) {
  const labels = useFieldLabels();
  // Updating an entry in place keeps its position (the order of the fields on screen).
  React.useEffect(() => {
    if (labels && typeof label === 'string') labels.set(name, { label, display });
  });
  React.useEffect(() => {
    if (!labels) return;
    return () => {
      labels.delete(name);
    };
  }, [labels, name]);
}
