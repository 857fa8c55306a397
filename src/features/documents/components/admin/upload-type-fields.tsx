// The document type of an upload, from the catalogue's active types that fit the chosen company (company
// types) or Global (global types), and the date that type needs: the issue date of an opinion (its expiry
// is computed from the type's days) or the expiry date of a registration.
import { useFormContext, useWatch } from 'react-hook-form';

import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

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

type DateName = 'issuedOn' | 'expiresOn';

function DateField({
  name,
  label,
  hint,
  disabled,
}: {
  name: DateName;
  label: string;
  hint?: string;
  disabled: boolean;
}) {
  const { control } = useFormContext<UploadFormInput, unknown, UploadFormOutput>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input type="date" {...field} value={field.value ?? ''} disabled={disabled} />
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

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
      <FormField
        control={control}
        name="documentTypeId"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{texts.type}</FormLabel>
            <Select
              value={field.value}
              onValueChange={field.onChange}
              disabled={disabled || options.length === 0}
            >
              <FormControl>
                <SelectTrigger onBlur={field.onBlur}>
                  <SelectValue placeholder={placeholder} />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {options.map((t) => (
                  <SelectItem key={t.id} value={t.id}>
                    {t.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        )}
      />
      {chosen?.validity === 'days_from_issue' && (
        <DateField
          name="issuedOn"
          label={texts.issuedOn}
          hint={texts.issuedHint(chosen.validity_days)}
          disabled={disabled}
        />
      )}
      {chosen?.validity === 'until_expiry' && (
        <DateField name="expiresOn" label={texts.expiresOn} disabled={disabled} />
      )}
    </>
  );
}
