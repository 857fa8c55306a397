// 'Gestión LMS' > 'Cursos': every course, one page at a time, searched by title on the server; a new course
// opens its editor; deleting asks first and explains when certificates keep the course.
import { GraduationCap } from 'lucide-react';
import * as React from 'react';
import { useNavigate } from 'react-router-dom';

import { ConfirmDeleteDialog } from '@/components/section/confirm-delete-dialog';
import { ListSection, useSectionTable } from '@/components/section/list-section';
import { RowActions } from '@/components/section/row-actions';
import { noMatches, SectionTable } from '@/components/section/section-table';
import { useSectionDialogs } from '@/components/section/use-section-dialogs';
import { paths } from '@/config/paths';

import { useDeleteCourse } from '../../api/delete-course';
import { DEFAULT_COURSE_SORT, useCoursesPage, type CourseRow } from '../../api/get-courses-page';
import { courseColumns } from './course-columns';
import { CourseDialog } from './course-dialog';

const texts = {
  title: 'Cursos',
  subtitle: 'Cursos de capacitación de los colaboradores: contenido, evaluación y asignaciones.',
  create: 'Nuevo Curso',
  table: 'Cursos',
  search: 'Buscar cursos',
  searchPlaceholder: 'Buscar por título...',
  loading: 'Cargando cursos...',
  error: { title: 'Error', description: 'No se pudieron cargar los cursos.' },
  empty: {
    icon: GraduationCap,
    title: 'Sin Cursos',
    description: 'Aún no hay cursos. Crea el primero con «Nuevo Curso».',
  },
  noMatches: noMatches('Prueba con otra búsqueda.'),
  deleteTitle: '¿Eliminar curso?',
  deleteDescription: (course: CourseRow) =>
    `Se eliminarán «${course.title}», sus módulos, lecciones, evaluación y asignaciones. Esta acción no se puede deshacer.`,
};

export function AdminCourses() {
  const navigate = useNavigate();
  const { params, table } = useSectionTable(texts, { sort: DEFAULT_COURSE_SORT });
  const courses = useCoursesPage(params);
  const remove = useDeleteCourse();
  const { editing, toDelete, create, closeEdit, askDelete, closeDelete } = useSectionDialogs<CourseRow>();

  const rowActions = React.useCallback(
    (course: CourseRow) => (
      <RowActions
        name={course.title}
        editTo={paths.admin.lmsCourse.getHref(course.id)}
        onDelete={() => askDelete(course)}
      />
    ),
    [askDelete],
  );

  return (
    <ListSection id="admin-courses-title" texts={texts} onCreate={create}>
      <SectionTable {...table} columns={courseColumns} query={courses} rowActions={rowActions} />
      <CourseDialog
        open={editing !== null}
        onOpenChange={(next) => !next && closeEdit()}
        onCreated={(id) => void navigate(paths.admin.lmsCourse.getHref(id))}
      />
      <ConfirmDeleteDialog target={toDelete} onClose={closeDelete} texts={texts} mutation={remove} />
    </ListSection>
  );
}
