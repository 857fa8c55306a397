// Every URL of the app in one place; routes, links and redirects read from here.
export const CLIENT_TABS = [
  'profile',
  'directory',
  'account',
  'laboratory',
  'repse',
  'indicators',
  'monthly_reports',
  'billing',
  'feedback',
  'training',
  // The notification history: opened from the bell, not from the side menu.
  'notifications',
] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];
export const DEFAULT_CLIENT_TAB: ClientTab = 'directory';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  features: { path: '/features', getHref: () => '/features' },
  login: {
    path: '/login',
    getHref: (redirectTo?: string | null) =>
      `/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`,
  },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  // Public confirmation of a DC-3 certificate (the QR code on the PDF points here).
  verify: { path: '/verificar/:code', getHref: (code: string) => `/verificar/${encodeURIComponent(code)}` },
  // Public check of a monthly delivery receipt (the QR code on the 'Acuse de Entrega' points here).
  verifyDelivery: {
    path: '/verificar-entrega/:code?',
    getHref: (code = '') => `/verificar-entrega${code ? `/${encodeURIComponent(code)}` : ''}`,
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  admin: {
    root: { path: '/dashboard/admin', getHref: () => '/dashboard/admin' },
    clients: { path: 'clientes', getHref: () => '/dashboard/admin/clientes' },
    directory: { path: 'directorio', getHref: () => '/dashboard/admin/directorio' },
    laboratory: { path: 'laboratorio', getHref: () => '/dashboard/admin/laboratorio' },
    billing: { path: 'facturacion', getHref: () => '/dashboard/admin/facturacion' },
    indicators: { path: 'looker-studio', getHref: () => '/dashboard/admin/looker-studio' },
    monthlyReports: { path: 'reportes-mensuales', getHref: () => '/dashboard/admin/reportes-mensuales' },
    documents: { path: 'documentos/*', getHref: () => '/dashboard/admin/documentos' },
    // Nested inside documentos/* (relative to /dashboard/admin/documentos).
    documentsCatalogue: { path: 'catalogo', getHref: () => '/dashboard/admin/documentos/catalogo' },
    documentsCompliance: { path: 'cumplimiento', getHref: () => '/dashboard/admin/documentos/cumplimiento' },
    documentsDeliveries: { path: 'entregas', getHref: () => '/dashboard/admin/documentos/entregas' },
    companyAccount: {
      path: 'estado/:companyId',
      // With the header's company filter (`?empresa=`, src/lib/company-scope.ts) set to the same company.
      getHref: (companyId: string) =>
        `/dashboard/admin/documentos/estado/${encodeURIComponent(companyId)}?empresa=${encodeURIComponent(companyId)}`,
    },
    lms: { path: 'lms/*', getHref: () => '/dashboard/admin/lms' },
    // Nested inside lms/* (relative to /dashboard/admin/lms).
    lmsCourse: {
      path: 'cursos/:courseId',
      getHref: (id: string) => `/dashboard/admin/lms/cursos/${encodeURIComponent(id)}`,
    },
    lmsPreview: {
      path: 'cursos/:courseId/vista-previa',
      getHref: (id: string, lessonId?: string) =>
        `/dashboard/admin/lms/cursos/${encodeURIComponent(id)}/vista-previa${
          lessonId ? `?leccion=${encodeURIComponent(lessonId)}` : ''
        }`,
    },
    lmsProgress: { path: 'avance', getHref: () => '/dashboard/admin/lms/avance' },
    lmsCertificates: { path: 'constancias', getHref: () => '/dashboard/admin/lms/constancias' },
    feedback: { path: 'retroalimentacion', getHref: () => '/dashboard/admin/retroalimentacion' },
    audit: { path: 'auditoria', getHref: () => '/dashboard/admin/auditoria' },
    notifications: { path: 'notificaciones/*', getHref: () => '/dashboard/admin/notificaciones' },
    // Nested inside notificaciones/* (relative to /dashboard/admin/notificaciones).
    notificationEmails: { path: 'correos', getHref: () => '/dashboard/admin/notificaciones/correos' },
    profile: { path: 'perfil', getHref: () => '/dashboard/admin/perfil' },
  },
  client: {
    root: {
      path: '/dashboard/client',
      getHref: (tab?: ClientTab) => `/dashboard/client${tab ? `?tab=${tab}` : ''}`,
    },
  },
  collaborator: {
    root: { path: '/dashboard/collaborator', getHref: () => '/dashboard/collaborator' },
    lms: { path: 'lms', getHref: () => '/dashboard/collaborator/lms' },
    course: {
      path: 'lms/:courseId',
      getHref: (id: string) => `/dashboard/collaborator/lms/${encodeURIComponent(id)}`,
    },
    certificates: { path: 'certificates', getHref: () => '/dashboard/collaborator/certificates' },
    feedback: { path: 'feedback', getHref: () => '/dashboard/collaborator/feedback' },
    profile: { path: 'perfil', getHref: () => '/dashboard/collaborator/perfil' },
    notifications: { path: 'notificaciones', getHref: () => '/dashboard/collaborator/notificaciones' },
  },
} as const;

/** The notification history of each role (the bell's 'Ver Todas'). */
export const notificationsHome = {
  admin: paths.admin.notifications.getHref(),
  client: paths.client.root.getHref('notifications'),
  collaborator: paths.collaborator.notifications.getHref(),
} as const;

/** Where each role lands inside /dashboard. */
export const roleHome = {
  admin: paths.admin.root.getHref(),
  client: paths.client.root.getHref(),
  collaborator: paths.collaborator.root.getHref(),
} as const;

const insideArea = (target: string, home: string) =>
  target === home || target.startsWith(`${home}/`) || target.startsWith(`${home}?`);

/**
 * Only same-origin dashboard paths may be used as a post-login destination (no open redirects). Given the
 * signed-in role, a path inside another role's area is refused too: on a shared computer the page the
 * previous user was on when signing out would otherwise greet the next one with 'Acceso Denegado'.
 */
export function safeRedirect(target: string | null | undefined, role?: keyof typeof roleHome): string | null {
  if (!target || !target.startsWith('/dashboard') || target.startsWith('//')) return null;
  if (role && Object.entries(roleHome).some(([other, home]) => other !== role && insideArea(target, home))) {
    return null;
  }
  return target;
}
