// /dashboard/admin/lms/*: 'Gestión LMS' with its own nested routes (courses and their editor, a preview as
// the collaborator sees it, the completion report and the certificates).
import * as React from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';

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

/** 'Cursos' covers the course list, its editor and the preview; the others their own path. */
function activeTab(pathname: string): string {
  const other = tabs.slice(1).find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  return (other ?? tabs[0]).to;
}

function LmsTabs() {
  const { pathname } = useLocation();
  const active = activeTab(pathname);
  return (
    <nav aria-label="Secciones de Gestión LMS" className="mb-6 flex gap-1 overflow-x-auto border-b">
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          aria-current={tab.to === active ? 'page' : undefined}
          className={cn(
            '-mb-px inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-4 text-sm font-medium',
            tab.to === active
              ? 'border-primary text-foreground'
              : 'border-transparent text-muted-foreground hover:text-foreground',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

export default function AdminLmsPage() {
  return (
    <div>
      <LmsTabs />
      <React.Suspense fallback={<LoadingScreen />}>
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
