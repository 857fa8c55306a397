// Collaborator 'Capacitación (LMS)': every course assigned to the person (to it or to its company), as
// cards with progress, quiz state and due dates.
import { GraduationCap } from 'lucide-react';

import { AnimatedList } from '@/components/animated-list';
import { PageSection } from '@/components/page-header';
import { QueryStates } from '@/components/query-states';

import { myCoursesTexts, useMyCourses } from '../../api/get-my-courses';
import { CourseCard } from './course-card';

const texts = {
  title: 'Capacitación (LMS)',
  subtitle: 'Tus cursos asignados, tu avance y tus evaluaciones.',
  loading: 'Cargando tus cursos...',
  listLabel: 'Mis cursos',
  empty: {
    icon: GraduationCap,
    title: 'Sin Cursos Asignados',
    description:
      'Aún no tienes cursos de capacitación. Cuando el administrador te asigne uno, aparecerá aquí.',
  },
} as const;

export function MyCourses({ profileId }: { profileId: string }) {
  const courses = useMyCourses(profileId);
  return (
    <PageSection id="lms-title" title={texts.title} description={texts.subtitle}>
      <QueryStates
        query={courses}
        loading={texts.loading}
        error={{ title: myCoursesTexts.errorTitle, description: myCoursesTexts.error }}
        empty={texts.empty}
      >
        {(items) => (
          <AnimatedList
            items={items}
            getKey={(item) => item.course_id}
            label={texts.listLabel}
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          >
            {(item) => <CourseCard item={item} />}
          </AnimatedList>
        )}
      </QueryStates>
    </PageSection>
  );
}
