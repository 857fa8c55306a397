import {
  BarChart3,
  Bell,
  BookOpen,
  Building2,
  FileSpreadsheet,
  FileText,
  FlaskConical,
  History,
  MessageSquare,
  Receipt,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
}

const a = paths.admin;

export const adminNav: NavItem[] = [
  { label: 'Perfiles Cliente', href: a.clients.getHref(), icon: Users },
  { label: 'Directorios', href: a.directory.getHref(), icon: Building2 },
  { label: 'Laboratorio', href: a.laboratory.getHref(), icon: FlaskConical },
  { label: 'Facturación', href: a.billing.getHref(), icon: Receipt },
  { label: 'Indicadores (Looker)', href: a.indicators.getHref(), icon: BarChart3 },
  { label: 'Reportes Mensuales', href: a.monthlyReports.getHref(), icon: FileSpreadsheet },
  { label: 'Documentos (REPSE)', href: a.documents.getHref(), icon: FileText },
  { label: 'Gestión LMS', href: a.lms.getHref(), icon: BookOpen },
  { label: 'Retroalimentación', href: a.feedback.getHref(), icon: MessageSquare },
  { label: 'Auditoría', href: a.audit.getHref(), icon: History },
  { label: 'Notificaciones', href: a.notifications.getHref(), icon: Bell },
  { label: 'Mi Perfil', href: a.profile.getHref(), icon: UserRound },
];

/** Active by path prefix; the admin root counts as clientes. */
export function isAdminNavActive(pathname: string, href: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path === a.root.getHref()) return href === a.clients.getHref();
  return path === href || path.startsWith(`${href}/`);
}

/** The company filter is hidden on the pages that are not per company: profile, LMS and notifications. */
export function adminFilterVisible(pathname: string): boolean {
  return ![a.profile, a.lms, a.notifications].some((section) =>
    isAdminNavActive(pathname, section.getHref()),
  );
}
