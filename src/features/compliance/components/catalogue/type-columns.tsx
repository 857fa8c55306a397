import { createColumnHelper } from '@tanstack/react-table';

import { Badge } from '@/components/ui/badge';

import { appliesText, dueRuleText, scopeText, validityText } from '../../utils/catalogue-labels';
import { PERIODICITY_LABELS, type Periodicity } from '../../utils/periods';
import type { CatalogueRow } from './use-catalogue-page';

const column = createColumnHelper<CatalogueRow>();
const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

export const typeColumns = [
  column.accessor('name', {
    enableSorting: false,
    meta: { label: 'Tipo de documento', primary: true, className: 'min-w-48 font-medium' },
  }),
  column.accessor('periodicity', {
    enableSorting: false,
    meta: { label: 'Periodicidad' },
    cell: ({ getValue }) => PERIODICITY_LABELS[getValue() as Periodicity] ?? getValue(),
  }),
  column.display({
    id: 'due',
    meta: { label: 'Fecha límite' },
    cell: ({ row }) => dueRuleText(row.original),
  }),
  column.display({
    id: 'validity',
    meta: { label: 'Vigencia' },
    cell: ({ row }) => validityText(row.original),
  }),
  column.accessor('scope', {
    enableSorting: false,
    meta: { label: 'Alcance' },
    cell: ({ getValue }) => scopeText(getValue()),
  }),
  column.display({
    id: 'applies',
    meta: { label: 'Aplica a' },
    cell: ({ row }) => appliesText(row.original.applies_to_all, row.original.companyIds.length),
  }),
  column.accessor('deductibility', {
    enableSorting: false,
    meta: { label: 'Expediente de Deducibilidad' },
    cell: ({ getValue }) => yesNo(getValue()),
  }),
  column.accessor('active', {
    enableSorting: false,
    meta: { label: 'Activo' },
    cell: ({ getValue }) =>
      getValue() ? <Badge variant="success">Sí</Badge> : <Badge variant="secondary">No (inactivo)</Badge>,
  }),
];
