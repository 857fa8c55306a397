// 'Editar Curso' (Gestión LMS > Cursos > a course): settings and publishing, modules and lessons, the final
// quiz, and the assignments; a link to preview it as a collaborator and back to the list.
import { ArrowLeft, Eye } from 'lucide-react';
import { Link } from 'react-router-dom';

import type { CompanyChoice } from '@/components/form/company-field';
import { PageSection } from '@/components/page-header';
import { QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { useCourse } from '../../api/get-course';
import { CourseStatusBadge } from '../course-status-badge';
import { AssignmentsSection } from './assignments-section';
import { CourseSettings } from './course-settings';
import { ModulesSection } from './modules-section';
import { QuizSection } from './quiz-section';

const texts = {
  back: 'Volver a Cursos',
  preview: 'Vista Previa',
  loading: 'Cargando curso...',
  error: { title: 'Error', description: 'No se pudo cargar el curso.' },
} as const;

interface CourseEditorProps {
  courseId: string;
  companies: CompanyChoice[];
}

export function CourseEditor({ courseId, companies }: CourseEditorProps) {
  const course = useCourse(courseId);
  return (
    <div className="grid gap-6">
      <Button variant="ghost" size="sm" className="justify-self-start" asChild>
        <Link to={paths.admin.lms.getHref()}>
          <ArrowLeft aria-hidden="true" />
          {texts.back}
        </Link>
      </Button>
      <QueryStates query={course} loading={texts.loading} error={texts.error}>
        {(data) => (
          <PageSection
            id="course-editor-title"
            title={data.title}
            description={<CourseStatusBadge published={data.published} />}
            actions={
              <Button variant="outline" asChild>
                <Link to={paths.admin.lmsPreview.getHref(data.id)}>
                  <Eye aria-hidden="true" />
                  {texts.preview}
                </Link>
              </Button>
            }
          >
            <CourseSettings course={data} />
            <ModulesSection courseId={data.id} />
            <QuizSection courseId={data.id} />
            <AssignmentsSection courseId={data.id} companies={companies} />
          </PageSection>
        )}
      </QueryStates>
    </div>
  );
}
