// The Spanish names of the codes the database stores, one map per domain. The feature screens (badges,
// filters, forms) and the audit trail read the same words from here, since features never import each
// other. Which codes exist is the database's check constraints; badge styles stay with each feature.

/** Invoice statuses: the spec's four and 'en_aclaracion' (an invoice the client disputes), in menu order. */
export const INVOICE_STATUSES = ['pendiente', 'en_aclaracion', 'pagada', 'vencida', 'cancelada'] as const;
export type InvoiceStatusValue = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatusValue, string> = {
  pendiente: 'Pendiente',
  en_aclaracion: 'En Aclaración',
  pagada: 'Pagada',
  vencida: 'Vencida',
  cancelada: 'Cancelada',
};

/** Laboratory request statuses, in the order a request moves through them. */
export const LAB_STATUS_VALUES = [
  'pendiente',
  'en_proceso',
  'en_revision',
  'completado',
  'cancelado',
] as const;
export type LabStatusValue = (typeof LAB_STATUS_VALUES)[number];

/** The spec's labels for its four values ('En Proceso' as it spells it), and 'En Revisión'. */
export const LAB_STATUS_LABELS: Record<LabStatusValue, string> = {
  pendiente: 'Pendiente',
  en_proceso: 'En Proceso',
  en_revision: 'En Revisión',
  completado: 'Completado',
  cancelado: 'Cancelado',
};

/** A laboratory request's verdict (dictamen de aptitud) and its labels. */
export const LAB_VERDICT_VALUES = ['apto', 'apto_con_restricciones', 'no_apto'] as const;
export type LabVerdict = (typeof LAB_VERDICT_VALUES)[number];
export const LAB_VERDICT_LABELS: Record<LabVerdict, string> = {
  apto: 'Apto',
  apto_con_restricciones: 'Apto con Restricciones',
  no_apto: 'No Apto',
};

/** What a company's clients receive of a laboratory result. */
export const LAB_RELEASE_MODES = ['resultado_completo', 'solo_dictamen'] as const;
export type LabReleaseMode = (typeof LAB_RELEASE_MODES)[number];
export const LAB_RELEASE_MODE_LABELS: Record<LabReleaseMode, string> = {
  resultado_completo: 'Resultado completo',
  solo_dictamen: 'Solo dictamen',
};

/** How often a compliance document type is due. */
export const PERIODICITIES = [
  'monthly',
  'bimonthly',
  'four_monthly',
  'yearly',
  'one_off',
  'on_change',
] as const;
export type Periodicity = (typeof PERIODICITIES)[number];

export const PERIODICITY_LABELS: Record<Periodicity, string> = {
  monthly: 'Mensual',
  bimonthly: 'Bimestral',
  four_monthly: 'Cuatrimestral',
  yearly: 'Anual',
  one_off: 'Única (con vigencia)',
  on_change: 'Cuando cambia',
};

/** How long a compliance document stays valid. */
export const VALIDITIES = ['none', 'days_from_issue', 'until_expiry'] as const;
export type Validity = (typeof VALIDITIES)[number];

export const VALIDITY_LABELS: Record<Validity, string> = {
  none: 'Sin vigencia',
  days_from_issue: 'Días desde la emisión',
  until_expiry: 'Hasta su vencimiento',
};

/** Whether a compliance document type is delivered per company or once for all. */
export const SCOPES = ['company', 'global'] as const;
export type Scope = (typeof SCOPES)[number];

export const SCOPE_LABELS: Record<Scope, string> = {
  company: 'Por empresa',
  global: 'Global',
};

/** What a lesson holds. */
export const LESSON_TYPES = [
  { value: 'text', label: 'Texto' },
  { value: 'video', label: 'Video' },
  { value: 'pdf', label: 'PDF' },
] as const;
export type LessonType = (typeof LESSON_TYPES)[number]['value'];

/** The company line of a person or row that belongs to no company, in every list and profile. */
export const NO_COMPANY_LABEL = 'Sin empresa';

/** What a notification is about: the rows of the preferences in Mi Perfil, in this order. */
export const NOTIFICATION_CATEGORIES = [
  'documents',
  'invoices',
  'laboratory',
  'reports',
  'courses',
  'certificates',
  'account',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  documents: 'Documentos',
  invoices: 'Facturas',
  laboratory: 'Laboratorio',
  reports: 'Reportes',
  courses: 'Cursos',
  certificates: 'Constancias',
  account: 'Cuenta',
};

/** How a person hears of a category; a category without a chosen channel is 'immediate'. */
export const NOTIFICATION_CHANNELS = ['immediate', 'daily', 'portal'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const DEFAULT_NOTIFICATION_CHANNEL: NotificationChannel = 'immediate';

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  immediate: 'Correo al momento',
  daily: 'Resumen diario por correo',
  portal: 'Solo en el portal',
};

/** Where a notification e-mail stands. */
export const NOTIFICATION_EMAIL_STATUSES = ['sending', 'sent', 'retrying', 'failed'] as const;
export type NotificationEmailStatus = (typeof NOTIFICATION_EMAIL_STATUSES)[number];

export const NOTIFICATION_EMAIL_STATUS_LABELS: Record<NotificationEmailStatus, string> = {
  sending: 'Enviando',
  sent: 'Enviado',
  retrying: 'En reintento',
  failed: 'Falló',
};
