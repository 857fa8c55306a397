import type { Control } from 'react-hook-form';

import { SelectField } from '@/components/form/select-field';

import { LAB_STATUS_VALUES, labStatus, labStatusGroup } from '../../utils/lab-status';
import type { RequestFormInput, RequestFormOutput } from '../../utils/request-form';

interface StatusFieldProps {
  control: Control<RequestFormInput, unknown, RequestFormOutput>;
  /** The row's stored status, offered too when it is not a known value (e.g. 'muestra_rechazada'). */
  current: string | null;
}

/** 'Estado': every known value with its label, and the row's own status when it is none of them. */
export function StatusField({ control, current }: StatusFieldProps) {
  // Another spelling of a known value ('procesando') is that value, already offered under its label.
  const values: string[] = [...LAB_STATUS_VALUES];
  if (current?.trim() && labStatusGroup(current) === 'other') values.push(current);
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
