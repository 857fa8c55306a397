// 'Gestión LMS' > 'Cursos': every course, one page at a time, searched by title on the server; a new course
// opens its editor; deleting asks first and explains when certificates keep the course.
import { GraduationCap, Pencil, Plus, SearchX, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { DataTable } from '@/components/data-table/data-table';
import { useTableParams } from '@/components/data-table/use-table-params';
import { PageSection } from '@/components/page-header';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { useDeleteCourse } from '../../api/delete-course';
import { DEFAULT_COURSE_SORT, useCoursesPage, type CourseRow } from '../../api/get-courses-page';
import { courseColumns } from './course-columns';
import { CourseDialog } from './course-dialog';

const texts = {
  title: 'Cursos',
  subtitle: 'Cursos de capacitación de los colaboradores: contenido, evaluación y asignaciones.',
  create: 'Nuevo curso',
  table: 'Cursos',
  search: 'Buscar cursos',
  searchPlaceholder: 'Buscar por título...',
  loading: 'Cargando cursos...',
  error: { title: 'Error', description: 'No se pudieron cargar los cursos.' },
  empty: {
    icon: GraduationCap,
    title: 'Sin cursos',
    description: 'Aún no hay cursos. Crea el primero con «Nuevo curso».',
  },
  noMatches: {
    icon: SearchX,
    title: 'No se encontraron resultados',
    description: 'Prueba con otra búsqueda.',
  },
  deleteTitle: '¿Eliminar curso?',
  deleteDescription: (title: string) =>
    `Se eliminarán «${title}», sus módulos, lecciones, evaluación y asignaciones. Esta acción no se puede deshacer.`,
} as const;

export function AdminCourses() {
  const navigate = useNavigate();
  const [params, setParams] = useTableParams({ sort: DEFAULT_COURSE_SORT });
  const courses = useCoursesPage(params);
  const remove = useDeleteCourse();
  const [creating, setCreating] = React.useState(false);
  const [toDelete, setToDelete] = React.useState<CourseRow | null>(null);

  const rowActions = React.useCallback(
    (course: CourseRow) => (
      <>
        <Button variant="outline" size="sm" asChild>
          <Link to={paths.admin.lmsCourse.getHref(course.id)} aria-label={`Editar ${course.title}`}>
            <Pencil aria-hidden="true" />
            Editar
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setToDelete(course)}
          aria-label={`Eliminar ${course.title}`}
        >
          <Trash2 className="text-destructive" aria-hidden="true" />
        </Button>
      </>
    ),
    [],
  );

  return (
    <PageSection
      id="admin-courses-title"
      title={texts.title}
      description={texts.subtitle}
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {texts.create}
        </Button>
      }
    >
      <DataTable
        label={texts.table}
        columns={courseColumns}
        query={courses}
        params={params}
        onParamsChange={setParams}
        getRowId={(course) => course.id}
        texts={{ loading: texts.loading, error: texts.error, empty: texts.empty }}
        noMatches={texts.noMatches}
        search={{ label: texts.search, placeholder: texts.searchPlaceholder }}
        rowActions={rowActions}
      />
      <CourseDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(id) => void navigate(paths.admin.lmsCourse.getHref(id))}
      />
      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && !remove.isPending && setToDelete(null)}
        title={texts.deleteTitle}
        description={toDelete ? texts.deleteDescription(toDelete.title) : undefined}
        confirmLabel="Eliminar"
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })}
        busy={remove.isPending}
      />
    </PageSection>
  );
}
