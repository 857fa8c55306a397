// The document type of an upload, from the catalogue's active types that fit the chosen company (company
// types) or Global (global types), and the date that type needs: the issue date of an opinion (its expiry
// is computed from the type's days) or the expiry date of a registration.
import { useFormContext, useWatch } from 'react-hook-form';

import { SelectField } from '@/components/form/select-field';
import { DateField } from '@/components/form/text-field';

import {
  typesForCompany,
  type UploadFormInput,
  type UploadFormOutput,
  type UploadType,
} from '../../utils/upload-form';

const texts = {
  type: 'Tipo de documento',
  choose: 'Seleccionar tipo...',
  loading: 'Cargando tipos...',
  chooseCompany: 'Primero elige la empresa o Global.',
  none: 'No hay tipos activos para esta opción. Revisa el catálogo.',
  issuedOn: 'Fecha de emisión',
  issuedHint: (days: number | null) =>
    `Vigencia de ${days ?? '?'} días: la fecha de vencimiento se calcula desde la emisión.`,
  expiresOn: 'Fecha de vencimiento',
} as const;

export function UploadTypeFields({
  types,
  disabled,
}: {
  types: UploadType[] | undefined;
  disabled: boolean;
}) {
  const { control } = useFormContext<UploadFormInput, unknown, UploadFormOutput>();
  const [companyId, typeId] = useWatch({ control, name: ['companyId', 'documentTypeId'] });
  const options = companyId ? typesForCompany(types ?? [], companyId) : [];
  const chosen = options.find((t) => t.id === typeId);
  const placeholder = !types
    ? texts.loading
    : !companyId
      ? texts.chooseCompany
      : options.length
        ? texts.choose
        : texts.none;
  return (
    <>
      <SelectField
        control={control}
        name="documentTypeId"
        label={texts.type}
        options={options.map((t) => ({ value: t.id, label: t.name }))}
        placeholder={placeholder}
        disabled={disabled || options.length === 0}
      />
      {chosen?.validity === 'days_from_issue' && (
        <DateField
          control={control}
          name="issuedOn"
          label={texts.issuedOn}
          description={texts.issuedHint(chosen.validity_days)}
          disabled={disabled}
        />
      )}
      {chosen?.validity === 'until_expiry' && (
        <DateField control={control} name="expiresOn" label={texts.expiresOn} disabled={disabled} />
      )}
    </>
  );
}
