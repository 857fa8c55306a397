// 'Colaborador' in 'Asignar Curso': a search box that asks the server for the first active collaborators
// whose name or email matches, and a select of those; the hint below says how many more match, so the
// admin narrows the search instead of scrolling through every collaborator.
import * as React from 'react';

import { SearchInput } from '@/components/data-table/search-input';
import { FormControl, FormDescription, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatNumber } from '@/utils/format';

import { collaboratorsErrorTexts, useCollaborators, type Collaborator } from '../../api/get-collaborators';

export const collaboratorLabel = (c: { full_name: string | null; email: string }) =>
  c.full_name ? `${c.full_name} (${c.email})` : c.email;

const count = formatNumber;

export const pickerTexts = {
  label: 'Colaborador',
  search: 'Buscar colaborador',
  searchPlaceholder: 'Nombre o correo...',
  placeholder: 'Seleccionar colaborador...',
  loading: 'Buscando colaboradores...',
  none: 'No hay colaboradores activos.',
  noMatches: (term: string) => `Ningún colaborador activo coincide con «${term}».`,
  more: (shown: number, more: number) =>
    `Se muestran los primeros ${count(shown)}, y ${count(more)} más: escribe un nombre o correo para encontrarlos.`,
} as const;

interface CollaboratorPickerProps {
  value: string;
  onChange: (collaborator: Collaborator) => void;
  onBlur: () => void;
}

function hintText(search: string, query: ReturnType<typeof useCollaborators>): string | null {
  if (query.isError) return collaboratorsErrorTexts.description;
  if (!query.data) return query.isFetching ? pickerTexts.loading : null;
  const { rows, total } = query.data;
  const term = search.trim();
  if (total === 0) return term ? pickerTexts.noMatches(term) : pickerTexts.none;
  if (total > rows.length) return pickerTexts.more(rows.length, total - rows.length);
  return null;
}

export function CollaboratorPicker({ value, onChange, onBlur }: CollaboratorPickerProps) {
  const [search, setSearch] = React.useState('');
  // The chosen collaborator stays a choice while another search is shown, so the select keeps its name.
  const [picked, setPicked] = React.useState<Collaborator | null>(null);
  const collaborators = useCollaborators(search);
  const rows = collaborators.data?.rows ?? [];
  const keepPicked = picked !== null && picked.id === value && !rows.some((c) => c.id === picked.id);
  const choices = keepPicked ? [picked, ...rows] : rows;
  const hint = hintText(search, collaborators);

  return (
    <FormItem>
      <FormLabel>{pickerTexts.label}</FormLabel>
      <SearchInput
        value={search}
        onChange={setSearch}
        label={pickerTexts.search}
        placeholder={pickerTexts.searchPlaceholder}
      />
      <Select
        value={value}
        onValueChange={(id) => {
          const chosen = choices.find((c) => c.id === id);
          if (!chosen) return;
          setPicked(chosen);
          onChange(chosen);
        }}
      >
        <FormControl>
          <SelectTrigger onBlur={onBlur}>
            <SelectValue placeholder={pickerTexts.placeholder} />
          </SelectTrigger>
        </FormControl>
        <SelectContent>
          {choices.map((c) => (
            <SelectItem key={c.id} value={c.id}>
              {collaboratorLabel(c)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {hint && <FormDescription aria-live="polite">{hint}</FormDescription>}
      <FormMessage />
    </FormItem>
  );
}
