// The course settings fields shared by the 'Nuevo curso' dialog and the editor's settings form.
import type { Control } from 'react-hook-form';

import { TextField } from '@/components/form/text-field';
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
import { Textarea } from '@/components/ui/textarea';
import { THEMATIC_AREAS } from '@/utils/thematic-areas';

import type { CourseFormInput, CourseFormOutput } from '../utils/course-form';

const texts = {
  title: 'Título',
  description: 'Descripción (opcional)',
  hours: 'Duración (horas)',
  area: 'Área temática',
  areaPlaceholder: 'Seleccionar área temática...',
  agent: 'Agente capacitador',
  agentHelp: 'Nombre del instructor o número de registro STPS del agente externo (aparece en la DC-3).',
  cover: 'Portada (opcional)',
  coverHelp: 'Imagen PNG, JPG o WebP.',
} as const;

interface CourseFieldsProps {
  control: Control<CourseFormInput, unknown, CourseFormOutput>;
}

export function CourseFields({ control }: CourseFieldsProps) {
  return (
    <>
      <TextField control={control} name="title" label={texts.title} />
      <FormField
        control={control}
        name="description"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{texts.description}</FormLabel>
            <FormControl>
              <Textarea rows={3} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={control}
          name="estimatedHours"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{texts.hours}</FormLabel>
              <FormControl>
                <Input inputMode="decimal" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="thematicArea"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{texts.area}</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger onBlur={field.onBlur}>
                    <SelectValue placeholder={texts.areaPlaceholder} />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {THEMATIC_AREAS.map((area) => (
                    <SelectItem key={area.code} value={area.code}>
                      {`${area.code} ${area.label}`}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <FormField
        control={control}
        name="trainingAgent"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{texts.agent}</FormLabel>
            <FormControl>
              <Input {...field} />
            </FormControl>
            <FormDescription>{texts.agentHelp}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="cover"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{texts.cover}</FormLabel>
            <FormControl>
              <Input
                type="file"
                accept="image/png,image/jpeg,image/webp"
                name={field.name}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
              />
            </FormControl>
            <FormDescription>{texts.coverHelp}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}
