// The course as a collaborator takes it: outline, current lesson or quiz, progress and completion. With
// `preview` an admin sees exactly that without anything being written (no progress, no attempts).
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

import { QueryStates } from '@/components/query-states';

import { courseTexts, useCourse } from '../../api/get-learner-course';
import { notFoundEmpty, notFoundTexts } from './course-not-found';
import { CourseView } from './course-view';
import { PreviewBanner } from './preview-banner';

export type CoursePlayerProps = { courseId: string; backHref: string } & (
  { preview: true; profileId?: undefined } | { preview?: false; profileId: string }
);

const texts = { loading: 'Cargando curso...', backToEditor: 'Volver al Curso' } as const;

export function CoursePlayer(props: CoursePlayerProps) {
  const { courseId, backHref } = props;
  const preview = props.preview === true;
  const course = useCourse(courseId);
  return (
    <div className="grid gap-4">
      {preview && <PreviewBanner />}
      <Link
        to={backHref}
        className="inline-flex min-h-6 w-fit items-center gap-1 text-sm text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {preview ? texts.backToEditor : notFoundTexts.back}
      </Link>
      <QueryStates
        query={course}
        loading={texts.loading}
        error={{ title: courseTexts.errorTitle, description: courseTexts.error }}
        empty={notFoundEmpty(backHref)}
        isEmpty={(data) => data === null}
      >
        {(detail) => detail && <CourseView course={detail} profileId={preview ? null : props.profileId} />}
      </QueryStates>
    </div>
  );
}
