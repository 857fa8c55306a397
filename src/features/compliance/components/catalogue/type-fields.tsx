// Every field of a catalogue type. Fields that do not apply to the current choice are hidden (the due
// day of a one-off type, the days of a validity that has none, the companies of a type for all).
import { useFormContext, useWatch } from 'react-hook-form';

import { CheckboxField } from '@/components/form/checkbox-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';

import { SCOPE_LABELS, VALIDITY_LABELS } from '../../utils/catalogue-labels';
import { isPeriodic, PERIODICITY_LABELS } from '../../utils/periods';
import type { TypeFormInput, TypeFormOutput } from '../../utils/type-form';
import { CompanyChecklist, type CompanyChoice } from './company-checklist';
import { optionsOf } from './form-controls';

const APPLIES = optionsOf({ all: 'Todas las empresas', some: 'Solo algunas empresas' });
const PERIODICITIES = optionsOf(PERIODICITY_LABELS);
const VALIDITIES = optionsOf(VALIDITY_LABELS);
const SCOPES = optionsOf(SCOPE_LABELS);

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
      <TextareaField control={control} name="description" label="Descripción (opcional)" rows={2} />
      <TextField control={control} name="legalBasis" label="Fundamento legal (opcional)" />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField control={control} name="periodicity" label="Periodicidad" options={PERIODICITIES} />
        {isPeriodic(periodicity) && (
          <>
            <TextField control={control} name="dueDay" label="Día límite" inputMode="numeric" />
            <TextField
              control={control}
              name="dueMonthOffset"
              label="Meses después del periodo"
              inputMode="numeric"
            />
          </>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={control} name="validity" label="Vigencia" options={VALIDITIES} />
        {validity === 'days_from_issue' && (
          <TextField control={control} name="validityDays" label="Días de vigencia" inputMode="numeric" />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={control} name="scope" label="Alcance" options={SCOPES} />
        <SelectField control={control} name="appliesTo" label="Aplica a" options={APPLIES} />
      </div>
      {appliesTo === 'some' && <CompanyChecklist companies={companies} />}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <CheckboxField control={control} name="deductibility" label="Parte del expediente de deducibilidad" />
        <CheckboxField control={control} name="active" label="Activo (se exige a las empresas)" />
      </div>
      <TextField control={control} name="sortOrder" label="Orden en las listas" inputMode="numeric" />
    </>
  );
}
