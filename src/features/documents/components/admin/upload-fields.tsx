// The fields every file of a bulk upload shares: company (or Global), year, month, and the document type
// with its dates (upload-type-fields.tsx).
import { useFormContext } from 'react-hook-form';

import { CompanyField, type CompanyChoice } from '@/components/form/company-field';
import { PeriodField } from '@/components/form/period-field';

import {
  GLOBAL_COMPANY,
  typesForCompany,
  type UploadFormInput,
  type UploadFormOutput,
  type UploadType,
} from '../../utils/upload-form';
import { UploadTypeFields } from './upload-type-fields';

export type { CompanyChoice };

const GLOBAL_OPTION = { value: GLOBAL_COMPANY, label: 'Global (todas las empresas)' };

interface UploadFieldsProps {
  companies: CompanyChoice[];
  types: UploadType[] | undefined;
  disabled: boolean;
}

export function UploadFields({ companies, types, disabled }: UploadFieldsProps) {
  const { control, getValues, setValue } = useFormContext<UploadFormInput, unknown, UploadFormOutput>();
  // Another company (or Global) may not take the chosen type: the choice is cleared, never kept wrong.
  const changeCompany = (companyId: string) => {
    const typeId = getValues('documentTypeId');
    const fits = typesForCompany(types ?? [], companyId).some((t) => t.id === typeId);
    if (typeId && !fits) setValue('documentTypeId', '');
  };
  return (
    <>
      <CompanyField
        control={control}
        name="companyId"
        companies={companies}
        extraOption={GLOBAL_OPTION}
        disabled={disabled}
        onValueChange={changeCompany}
      />
      <PeriodField control={control} yearName="year" monthName="month" disabled={disabled} />
      <UploadTypeFields types={types} disabled={disabled} />
    </>
  );
}
