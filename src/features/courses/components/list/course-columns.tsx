import { createColumnHelper } from '@tanstack/react-table';

import { thematicAreaText } from '@/utils/thematic-areas';

import type { CourseRow } from '../../api/get-courses-page';
import { CourseStatusBadge } from '../course-status-badge';

const column = createColumnHelper<CourseRow>();

/** Embedded counts come as [{ count }]. */
const countOf = (value: { count: number }[] | null | undefined): number => value?.[0]?.count ?? 0;

export const courseColumns = [
  column.accessor('title', {
    meta: { label: 'Título', primary: true, className: 'min-w-48 font-medium' },
  }),
  column.accessor('thematic_area', {
    meta: { label: 'Área temática' },
    cell: ({ getValue }) => thematicAreaText(getValue()),
  }),
  column.accessor('estimated_hours', {
    meta: { label: 'Horas', className: 'tabular-nums' },
    cell: ({ getValue }) => `${Number(getValue())} h`,
  }),
  column.accessor('published', {
    meta: { label: 'Estado' },
    cell: ({ getValue }) => <CourseStatusBadge published={getValue()} />,
  }),
  column.display({
    id: 'lessons',
    enableSorting: false,
    meta: { label: 'Lecciones', className: 'tabular-nums' },
    cell: ({ row }) =>
      (row.original.course_modules ?? []).reduce((sum, module) => sum + countOf(module.lessons), 0),
  }),
  column.display({
    id: 'assignments',
    enableSorting: false,
    meta: { label: 'Asignaciones', className: 'tabular-nums' },
    cell: ({ row }) => countOf(row.original.course_assignments),
  }),
];
