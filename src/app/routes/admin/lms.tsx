// /dashboard/admin/lms/*: 'Gestión LMS' with its own nested routes (courses and their editor, a preview as
// the collaborator sees it, the completion report and the certificates).
import * as React from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

import { SectionTabs } from '@/components/layouts/section-tabs';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

const Courses = React.lazy(() => import('./lms/courses'));
const CourseEditor = React.lazy(() => import('./lms/course-editor'));
const CoursePreview = React.lazy(() => import('./lms/preview'));
const Progress = React.lazy(() => import('./lms/progress'));
const Certificates = React.lazy(() => import('./lms/certificates'));

const tabs = [
  { to: paths.admin.lms.getHref(), label: 'Cursos' },
  { to: paths.admin.lmsProgress.getHref(), label: 'Avance' },
  { to: paths.admin.lmsCertificates.getHref(), label: 'Constancias' },
];

export default function AdminLmsPage() {
  return (
    <div>
      <SectionTabs label="Secciones de Gestión LMS" tabs={tabs} />
      <React.Suspense fallback={<LoadingBlock />}>
        <Routes>
          <Route index element={<Courses />} />
          <Route path={paths.admin.lmsCourse.path} element={<CourseEditor />} />
          <Route path={paths.admin.lmsPreview.path} element={<CoursePreview />} />
          <Route path={paths.admin.lmsProgress.path} element={<Progress />} />
          <Route path={paths.admin.lmsCertificates.path} element={<Certificates />} />
          <Route path="*" element={<Navigate to={paths.admin.lms.getHref()} replace />} />
        </Routes>
      </React.Suspense>
    </div>
  );
}
