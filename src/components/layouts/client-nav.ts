import {
  BarChart3,
  Building2,
  FileSpreadsheet,
  FileText,
  FlaskConical,
  Gauge,
  GraduationCap,
  MessageSquare,
  Receipt,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

import type { ClientTab } from '@/config/paths';

export const clientTabs: { tab: ClientTab; label: string; icon: LucideIcon }[] = [
  { tab: 'profile', label: 'Mi Perfil', icon: UserRound },
  { tab: 'directory', label: 'Directorio', icon: Building2 },
  { tab: 'account', label: 'Estado de la Cuenta', icon: Gauge },
  { tab: 'laboratory', label: 'Laboratorio', icon: FlaskConical },
  { tab: 'repse', label: 'REPSE', icon: FileText },
  { tab: 'indicators', label: 'Indicadores', icon: BarChart3 },
  { tab: 'monthly_reports', label: 'Reportes Mensuales', icon: FileSpreadsheet },
  { tab: 'billing', label: 'Facturación', icon: Receipt },
  { tab: 'feedback', label: 'Retroalimentación', icon: MessageSquare },
  { tab: 'training', label: 'Capacitación del Personal', icon: GraduationCap },
];
