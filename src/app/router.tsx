// Every route is lazy. Guards live in the route modules of each area (app/routes/*).
import * as React from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { adminSections } from './routes/admin/sections';
import { RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';

type Module = { default: React.ComponentType };
const lazy = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: paths.home.path, lazy: lazy(() => import('./routes/public/home')) },
          { path: paths.features.path, lazy: lazy(() => import('./routes/public/features')) },
          { path: paths.login.path, lazy: lazy(() => import('./routes/public/login')) },
          { path: paths.resetPassword.path, lazy: lazy(() => import('./routes/public/reset-password')) },
          { path: paths.verify.path, lazy: lazy(() => import('./routes/public/verify')) },
          { path: paths.verifyDelivery.path, lazy: lazy(() => import('./routes/public/verify-delivery')) },
          {
            path: paths.dashboard.path,
            lazy: lazy(() => import('./routes/dashboard-guard')),
            children: [
              { index: true, lazy: lazy(() => import('./routes/role-redirect')) },
              {
                path: 'admin',
                lazy: lazy(() => import('./routes/admin/layout')),
                children: [
                  { index: true, element: <Navigate to={paths.admin.clients.path} replace /> },
                  ...adminSections.map(({ path, load }) => ({ path, lazy: lazy(load) })),
                  { path: '*', element: <Navigate to={paths.admin.clients.getHref()} replace /> },
                ],
              },
              { path: 'client/*', lazy: lazy(() => import('./routes/client/portal')) },
              {
                path: 'collaborator',
                lazy: lazy(() => import('./routes/collaborator/layout')),
                children: [
                  { index: true, element: <Navigate to={paths.collaborator.lms.path} replace /> },
                  {
                    path: paths.collaborator.lms.path,
                    lazy: lazy(() => import('./routes/collaborator/courses')),
                  },
                  {
                    path: paths.collaborator.course.path,
                    lazy: lazy(() => import('./routes/collaborator/course')),
                  },
                  {
                    path: paths.collaborator.certificates.path,
                    lazy: lazy(() => import('./routes/collaborator/certificates')),
                  },
                  {
                    path: paths.collaborator.feedback.path,
                    lazy: lazy(() => import('./routes/collaborator/feedback')),
                  },
                  {
                    path: paths.collaborator.profile.path,
                    lazy: lazy(() => import('./routes/collaborator/profile')),
                  },
                  {
                    path: paths.collaborator.notifications.path,
                    lazy: lazy(() => import('./routes/collaborator/notifications')),
                  },
                  { path: '*', element: <Navigate to={paths.collaborator.lms.getHref()} replace /> },
                ],
              },
              { path: '*', lazy: lazy(() => import('./routes/role-redirect')) },
            ],
          },
          { path: '*', lazy: lazy(() => import('./routes/public/root-redirect')) },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = React.useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
