// Spanish words for what the audit trail stores as codes: actions, tables, roles, and who acted. Column
// names are in audit-fields.ts.
import { messages } from '@/config/messages';

import type { AuditEntry } from '../api/get-audit-page';
import { type AuditNames, str } from './audit-names';

export const actionLabels: Record<string, string> = {
  insert: 'Creó',
  update: 'Modificó',
  delete: 'Eliminó',
};

export const tableLabels: Record<string, string> = {
  'public.companies': 'Empresas',
  'public.profiles': 'Usuarios',
  'public.directory_entries': 'Directorio',
  'public.laboratory_requests': 'Laboratorio',
  'public.lab_result_consents': 'Laboratorio',
  'public.documents': 'Documentos REPSE',
  'public.invoices': 'Facturas',
  'public.payment_complements': 'Facturas',
  'public.invoice_payments': 'Facturas',
  'public.indicators': 'Indicadores',
  'public.monthly_reports': 'Reportes mensuales',
  'public.feedback': 'Retroalimentación',
  'public.courses': 'Cursos',
  'public.course_modules': 'Cursos',
  'public.lessons': 'Cursos',
  'public.quizzes': 'Cursos',
  'public.quiz_questions': 'Cursos',
  'public.quiz_options': 'Cursos',
  'public.course_assignments': 'Asignaciones de cursos',
  'public.lesson_progress': 'Avance de cursos',
  'public.quiz_attempts': 'Avance de cursos',
  'public.certificates': 'Constancias',
  'public.document_types': 'Catálogo de Documentos',
  'public.document_type_companies': 'Catálogo de Documentos',
  'public.delivery_events': 'Entregas',
  'public.delivery_receipts': 'Acuses de Entrega',
  'public.account_visits': 'Visitas',
  'public.storage_consistency_issues': 'Revisión de archivos',
  'storage.objects': 'Archivos',
};

export const actionLabel = (action: string) => actionLabels[action] ?? action;
export const tableLabel = (table: string) => tableLabels[table] ?? table;

/** A write made with the server's service key (for the person named beside it, when there is one). */
export const SERVICE_ROLE_LABEL = 'Servicio del portal';
/** A write no person or service made (the database itself). */
export const SYSTEM_LABEL = 'Sistema';

export function roleLabel(role: string | null): string {
  if (!role) return '';
  if (role === 'service') return SERVICE_ROLE_LABEL;
  return (messages.roles as Record<string, string>)[role] ?? role;
}

export interface Actor {
  /** The person's name (else e-mail), the service, or 'Sistema'. */
  name: string;
  /** The e-mail under the name, when the name is not the e-mail. */
  email: string | null;
  /** The role, or for the service the person it acted for. */
  detail: string;
}

type ActorEntry = Pick<AuditEntry, 'actor_id' | 'actor_email' | 'actor_role'>;

/** Who made a write: the person (name and e-mail, role), the service (for whom), or the system. */
export function actorOf(entry: ActorEntry, names: AuditNames): Actor {
  const person = entry.actor_id ? names.row('profiles', entry.actor_id) : undefined;
  const fullName = str(person?.full_name);
  const email = entry.actor_email ?? str(person?.email) ?? null;
  if (entry.actor_role === 'service') {
    const forWhom = fullName ?? email;
    return { name: SERVICE_ROLE_LABEL, email: null, detail: forWhom ? `Por ${forWhom}` : '' };
  }
  if (!entry.actor_id && !email) return { name: SYSTEM_LABEL, email: null, detail: '' };
  return {
    name: fullName ?? email ?? 'Usuario eliminado',
    email: fullName ? email : null,
    detail: roleLabel(entry.actor_role),
  };
}
