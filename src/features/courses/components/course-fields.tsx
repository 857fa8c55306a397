// The course settings fields shared by the 'Nuevo Curso' dialog and the editor's settings form.
import { useWatch, type Control } from 'react-hook-form';

import { FileField } from '@/components/form/file-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { THEMATIC_AREAS } from '@/utils/thematic-areas';

import type { CourseFormInput, CourseFormOutput } from '../utils/course-form';

const texts = {
  title: 'Título',
  description: 'Descripción (opcional)',
  hours: 'Duración (horas)',
  area: 'Área temática',
  areaPlaceholder: 'Seleccionar área temática...',
  instructor: 'Instructor o tutor',
  agentType: 'Agente capacitador',
  agentTypeHelp:
    'Interno: la DC-3 nombra a la empresa del trabajador. Externo: al agente y su registro STPS.',
  agentName: 'Nombre del agente capacitador externo',
  agentRegistration: 'Número de registro STPS',
  cover: 'Portada (opcional)',
  coverHelp: 'Imagen PNG, JPG o WebP.',
} as const;

const agentTypeOptions = [
  { value: 'internal', label: 'Interno' },
  { value: 'external', label: 'Externo (registro STPS)' },
];

const areaOptions = THEMATIC_AREAS.map((area) => ({ value: area.code, label: `${area.code} ${area.label}` }));

interface CourseFieldsProps {
  control: Control<CourseFormInput, unknown, CourseFormOutput>;
}

export function CourseFields({ control }: CourseFieldsProps) {
  const agentType = useWatch({ control, name: 'trainingAgentType' });
  return (
    <>
      <TextField control={control} name="title" label={texts.title} />
      <TextareaField control={control} name="description" label={texts.description} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="estimatedHours" label={texts.hours} inputMode="decimal" />
        <SelectField
          control={control}
          name="thematicArea"
          label={texts.area}
          options={areaOptions}
          placeholder={texts.areaPlaceholder}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="instructorName" label={texts.instructor} />
        <SelectField
          control={control}
          name="trainingAgentType"
          label={texts.agentType}
          options={agentTypeOptions}
        />
      </div>
      {agentType === 'external' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={control} name="externalAgentName" label={texts.agentName} />
          <TextField control={control} name="externalAgentRegistration" label={texts.agentRegistration} />
        </div>
      )}
      <FileField
        control={control}
        name="cover"
        label={texts.cover}
        accept="image/png,image/jpeg,image/webp"
        bucket="lms-media"
        description={texts.coverHelp}
        empty={null}
      />
    </>
  );
}
