// Every field of a catalogue type. Fields that do not apply to the current choice are hidden (the due
// day of a one-off type, the days of a validity that has none, the companies of a type for all).
import { useFormContext, useWatch } from 'react-hook-form';

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';

import { SCOPE_LABELS, VALIDITY_LABELS } from '../../utils/catalogue-labels';
import { isPeriodic, PERIODICITY_LABELS } from '../../utils/periods';
import type { TypeFormInput, TypeFormOutput } from '../../utils/type-form';
import { CompanyChecklist, type CompanyChoice } from './company-checklist';
import { CheckField, SelectField, TextField } from './form-controls';

const APPLIES_LABELS = { all: 'Todas las empresas', some: 'Solo algunas empresas' };

export function TypeFields({ companies }: { companies: CompanyChoice[] }) {
  const { control } = useFormContext<TypeFormInput, unknown, TypeFormOutput>();
  const [periodicity, validity, appliesTo] = useWatch({
    control,
    name: ['periodicity', 'validity', 'appliesTo'],
  });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="name" label="Nombre" />
        <TextField control={control} name="code" label="Clave (p. ej. opinion_sat)" />
      </div>
      <FormField
        control={control}
        name="description"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Descripción (opcional)</FormLabel>
            <FormControl>
              <Textarea rows={2} {...field} value={field.value ?? ''} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <TextField control={control} name="legalBasis" label="Fundamento legal (opcional)" />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField control={control} name="periodicity" label="Periodicidad" options={PERIODICITY_LABELS} />
        {isPeriodic(periodicity) && (
          <>
            <TextField control={control} name="dueDay" label="Día límite" numeric />
            <TextField control={control} name="dueMonthOffset" label="Meses después del periodo" numeric />
          </>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={control} name="validity" label="Vigencia" options={VALIDITY_LABELS} />
        {validity === 'days_from_issue' && (
          <TextField control={control} name="validityDays" label="Días de vigencia" numeric />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={control} name="scope" label="Alcance" options={SCOPE_LABELS} />
        <SelectField control={control} name="appliesTo" label="Aplica a" options={APPLIES_LABELS} />
      </div>
      {appliesTo === 'some' && <CompanyChecklist companies={companies} />}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <CheckField control={control} name="deductibility" label="Parte del expediente de deducibilidad" />
        <CheckField control={control} name="active" label="Activo (se exige a las empresas)" />
      </div>
      <TextField control={control} name="sortOrder" label="Orden en las listas" numeric />
    </>
  );
}
