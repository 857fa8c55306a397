// The company a new row belongs to (preselected from the header filter; fixed once the row exists). Shared
// by the admin dialogs that file a row under one company (or, with extraOption, under none: global rows).
import type { Control, FieldValues, Path } from 'react-hook-form';

import { SelectField, type SelectOption } from './select-field';

export interface CompanyChoice {
  id: string;
  name: string;
}

interface CompanyFieldProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  companies: CompanyChoice[];
  disabled?: boolean;
  /** An extra first choice that is no company (e.g. 'Global (todas las empresas)'). */
  extraOption?: SelectOption;
  onValueChange?: (value: string) => void;
}

export function CompanyField<T extends FieldValues, TOut extends FieldValues = T>({
  companies,
  extraOption,
  ...props
}: CompanyFieldProps<T, TOut>) {
  const options = [
    ...(extraOption ? [extraOption] : []),
    ...companies.map((c) => ({ value: c.id, label: c.name })),
  ];
  return <SelectField {...props} label="Empresa" options={options} placeholder="Seleccionar empresa..." />;
}
