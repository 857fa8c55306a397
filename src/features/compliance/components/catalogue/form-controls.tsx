// The catalogue form's fixed choices as select options (from the label maps of its domain).
import type { SelectOption } from '@/components/form/select-field';

export const optionsOf = (labels: Record<string, string>): SelectOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
