import type { Control } from 'react-hook-form';

import { SelectField } from '@/components/form/select-field';

import { LAB_STATUS_VALUES, labStatus } from '../../utils/lab-status';
import type { RequestFormInput, RequestFormOutput } from '../../utils/request-form';

interface StatusFieldProps {
  control: Control<RequestFormInput, unknown, RequestFormOutput>;
  /** The row's stored status, offered too when it is not a known value (e.g. 'muestra_rechazada'). */
  current: string | null;
}

/** 'Estado': the specified values, with their labels. */
export function StatusField({ control, current }: StatusFieldProps) {
  const values: string[] = [...LAB_STATUS_VALUES];
  if (current?.trim() && !values.includes(current)) values.push(current);
  const options = values.map((value) => ({ value, label: labStatus(value).label }));
  return (
    <SelectField
      control={control}
      name="status"
      label="Estado"
      options={options}
      placeholder="Seleccionar estado..."
    />
  );
}
