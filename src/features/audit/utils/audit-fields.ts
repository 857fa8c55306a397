// Every column of every audited table, with its Spanish name and how its value reads. The maps are typed
// by the generated row types (a column missing here does not compile) and audit-fields.test.ts walks
// types/database.ts so no audited column ships unlabelled. Internal columns (ids, stamps, fingerprints,
// raw answers) stay out of the change lines and are shown only in an entry's detail.
import {
  INVOICE_STATUS_LABELS,
  LAB_RELEASE_MODE_LABELS,
  LAB_STATUS_LABELS,
  LAB_VERDICT_LABELS,
  LESSON_TYPES,
  PERIODICITY_LABELS,
  SCOPE_LABELS,
  VALIDITY_LABELS,
} from '@/config/domain-labels';
import { messages } from '@/config/messages';
import { DELIVERY_EVENT_LABELS } from '@/lib/deliveries/delivery-log';
import type { TableName } from '@/lib/query/tables';
import type { Tables } from '@/types/database';
import { OCCUPATIONS } from '@/utils/occupations';
import { THEMATIC_AREAS } from '@/utils/thematic-areas';
import { TRAINING_AGENT_TYPE_LABELS } from '@/utils/training-agent';

/** The tables a reference column points to, whose rows the trail names. */
export type RefTable =
  | 'companies'
  | 'profiles'
  | 'courses'
  | 'course_modules'
  | 'lessons'
  | 'quizzes'
  | 'quiz_questions'
  | 'document_types'
  | 'documents'
  | 'laboratory_requests';

export type FieldFormat =
  | 'text'
  | 'number'
  | 'money'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'month'
  | 'percent'
  | 'bytes'
  | 'file'
  | 'hours'
  | { labels: Readonly<Record<string, string>> }
  | { ref: RefTable };

export interface Field {
  label: string;
  format: FieldFormat;
  /** Kept out of the change lines (shown in the detail only). */
  internal?: boolean;
}

const text = (label: string): Field => ({ label, format: 'text' });
const as = (label: string, format: FieldFormat): Field => ({ label, format });
const internal = (label: string, format: FieldFormat = 'text'): Field => ({ label, format, internal: true });
const ref = (label: string, table: RefTable): Field => ({ label, format: { ref: table } });
const labels = (label: string, map: Readonly<Record<string, string>>): Field => ({
  label,
  format: { labels: map },
});

const ID = internal('identificador');
const CREATED = internal('creado', 'datetime');
const UPDATED = internal('modificado', 'datetime');
const COMPANY = ref('empresa', 'companies');

const STORAGE_ISSUE_KIND_LABELS = {
  missing_object: 'Registro sin su archivo',
  orphan_object: 'Archivo sin registro',
} as const;
const STORAGE_ISSUE_RESOLUTION_LABELS = { fixed: 'Corregido', removed: 'Archivo eliminado' } as const;

const LESSON_TYPE_LABELS = Object.fromEntries(LESSON_TYPES.map((t) => [t.value, t.label]));
const THEMATIC_AREA_LABELS = Object.fromEntries(THEMATIC_AREAS.map((a) => [a.code, a.label]));
const OCCUPATION_LABELS = Object.fromEntries(OCCUPATIONS.map((o) => [o.code, `${o.code} ${o.label}`]));

/** The tables whose writes the database audits (lib/query/tables.ts AUDITED_TABLES), and those the
 * trail may hold from the database's own writes (the delivery log, visits). */
export type AuditedTableName =
  | 'companies'
  | 'profiles'
  | 'directory_entries'
  | 'laboratory_requests'
  | 'lab_result_consents'
  | 'documents'
  | 'invoices'
  | 'payment_complements'
  | 'invoice_payments'
  | 'indicators'
  | 'feedback'
  | 'courses'
  | 'course_modules'
  | 'lessons'
  | 'quizzes'
  | 'quiz_questions'
  | 'quiz_options'
  | 'course_assignments'
  | 'lesson_progress'
  | 'quiz_attempts'
  | 'certificates'
  | 'document_types'
  | 'document_type_companies'
  | 'delivery_events'
  | 'delivery_receipts'
  | 'account_visits'
  | 'storage_consistency_issues';

type Fields<T extends TableName> = Record<keyof Tables<T>, Field>;

export const AUDITED_FIELDS: { [T in AuditedTableName]: Fields<T> } = {
  companies: {
    id: ID,
    name: text('nombre'),
    rfc: text('RFC'),
    lab_release_mode: labels('resultados de laboratorio', LAB_RELEASE_MODE_LABELS),
    legal_representative: text('representante legal'),
    workers_representative: text('representante de los trabajadores'),
    created_at: CREATED,
    updated_at: UPDATED,
  },
  profiles: {
    id: ID,
    email: text('correo'),
    username: text('usuario'),
    full_name: text('nombre completo'),
    given_names: text('nombre(s)'),
    last_name_paternal: text('apellido paterno'),
    last_name_maternal: text('apellido materno'),
    role: labels('rol', messages.roles),
    active: as('activo', 'boolean'),
    company_id: COMPANY,
    service_type: text('tipo de servicio'),
    month_start: as('mes de inicio', 'month'),
    year_start: as('año de inicio', 'number'),
    must_change_password: as('cambio de contraseña pendiente', 'boolean'),
    job_title: text('puesto'),
    occupation: labels('ocupación específica', OCCUPATION_LABELS),
    curp: text('CURP'),
    avatar_url: as('foto', 'file'),
    sessions_revoked_at: as('sesiones cerradas', 'datetime'),
    firebase_uid: internal('cuenta de acceso'),
    created_at: CREATED,
    updated_at: UPDATED,
  },
  directory_entries: {
    id: ID,
    company_id: COMPANY,
    employee_name: text('nombre'),
    position: text('puesto'),
    email: text('correo'),
    phone: text('teléfono'),
    whatsapp: text('WhatsApp'),
    photo_url: as('foto', 'file'),
    created_at: CREATED,
    updated_at: UPDATED,
  },
  laboratory_requests: {
    id: ID,
    company_id: COMPANY,
    patient_name: text('paciente'),
    request_type: text('tipo de estudio'),
    request_date: as('fecha de solicitud', 'date'),
    status: labels('estado', LAB_STATUS_LABELS),
    result_url: as('resultado', 'file'),
    notes: text('notas'),
    verdict: labels('dictamen', LAB_VERDICT_LABELS),
    verdict_valid_until: as('dictamen vigente hasta', 'date'),
    verdict_restrictions: text('restricciones'),
    created_at: CREATED,
    updated_at: UPDATED,
  },
  lab_result_consents: {
    id: ID,
    company_id: COMPANY,
    laboratory_request_id: ref('solicitud de laboratorio', 'laboratory_requests'),
    worker_name: text('trabajador'),
    granted_on: as('fecha del consentimiento', 'date'),
    scope: text('alcance'),
    recorded_by: ref('registrado por', 'profiles'),
    recorded_at: as('registrado', 'datetime'),
    revoked_at: as('revocado', 'datetime'),
    revoked_by: ref('revocado por', 'profiles'),
    revoked_reason: text('motivo de la revocación'),
  },
  documents: {
    id: ID,
    company_id: COMPANY,
    name: text('nombre'),
    document_type: text('tipo de documento (texto)'),
    document_type_id: ref('tipo de documento', 'document_types'),
    year: as('año', 'number'),
    month: as('mes', 'month'),
    is_global: as('global', 'boolean'),
    url: as('archivo', 'file'),
    issued_on: as('emitido el', 'date'),
    expires_on: as('vence el', 'date'),
    size_bytes: as('tamaño', 'bytes'),
    sha256: internal('huella SHA-256'),
    created_at: CREATED,
    updated_at: UPDATED,
  },
  invoices: {
    id: ID,
    company_id: COMPANY,
    invoice_number: text('número de factura'),
    cfdi_uuid: text('folio fiscal'),
    amount: as('monto', 'money'),
    currency: text('moneda'),
    issue_date: as('fecha de emisión', 'date'),
    due_date: as('fecha de vencimiento', 'date'),
    paid_on: as('fecha de pago', 'date'),
    status: labels('estado', INVOICE_STATUS_LABELS),
    file_url: as('factura (PDF)', 'file'),
    xml_url: as('CFDI (XML)', 'file'),
    created_at: CREATED,
    updated_at: UPDATED,
  },
  payment_complements: {
    id: ID,
    company_id: COMPANY,
    rep_uuid: text('folio fiscal del complemento'),
    issuer_rfc: text('RFC del emisor'),
    receiver_rfc: text('RFC del receptor'),
    xml_url: as('complemento de pago (XML)', 'file'),
    uploaded_by: ref('subido por', 'profiles'),
    created_at: CREATED,
  },
  invoice_payments: {
    id: ID,
    complement_id: internal('complemento de pago'),
    invoice_id: internal('factura'),
    company_id: COMPANY,
    paid_on: as('fecha de pago', 'date'),
    method: text('forma de pago'),
    currency: text('moneda'),
    exchange_rate: as('tipo de cambio', 'number'),
    equivalence: as('equivalencia', 'number'),
    installment: as('parcialidad', 'number'),
    previous_balance: as('saldo anterior', 'money'),
    amount_paid: as('importe pagado', 'money'),
    remaining: as('saldo insoluto', 'money'),
    created_at: CREATED,
  },
  indicators: {
    id: ID,
    company_id: COMPANY,
    title: text('título'),
    year: as('año', 'number'),
    month: as('mes', 'month'),
    is_global: as('global', 'boolean'),
    url: text('dashboard'),
    url_monthly: as('reporte mensual', 'file'),
    created_at: CREATED,
    updated_at: UPDATED,
  },
  feedback: {
    id: ID,
    company_id: COMPANY,
    rating: as('calificación', 'number'),
    comment: text('comentario'),
    submitted_by: ref('enviado por', 'profiles'),
    created_at: CREATED,
    updated_at: UPDATED,
  },
  courses: {
    id: ID,
    title: text('título'),
    description: text('descripción'),
    estimated_hours: as('duración', 'hours'),
    thematic_area: labels('área temática', THEMATIC_AREA_LABELS),
    instructor_name: text('instructor o tutor'),
    training_agent_type: labels('agente capacitador', TRAINING_AGENT_TYPE_LABELS),
    external_agent_name: text('agente capacitador externo'),
    external_agent_registration: text('registro STPS del agente'),
    published: as('publicado', 'boolean'),
    cover_url: as('portada', 'file'),
    created_at: CREATED,
    updated_at: UPDATED,
  },
  course_modules: {
    id: ID,
    course_id: ref('curso', 'courses'),
    title: text('título'),
    position: as('posición', 'number'),
    created_at: CREATED,
    updated_at: UPDATED,
  },
  lessons: {
    id: ID,
    course_id: ref('curso', 'courses'),
    module_id: ref('módulo', 'course_modules'),
    title: text('título'),
    content_type: labels('tipo', LESSON_TYPE_LABELS),
    body: text('contenido'),
    media_url: as('archivo o enlace', 'file'),
    duration_minutes: as('duración (minutos)', 'number'),
    position: as('posición', 'number'),
    created_at: CREATED,
    updated_at: UPDATED,
  },
  quizzes: {
    id: ID,
    course_id: ref('curso', 'courses'),
    title: text('título'),
    passing_score: as('calificación mínima', 'percent'),
    max_attempts: as('intentos permitidos', 'number'),
    created_at: CREATED,
    updated_at: UPDATED,
  },
  quiz_questions: {
    id: ID,
    quiz_id: ref('evaluación', 'quizzes'),
    prompt: text('pregunta'),
    multiple: as('varias respuestas', 'boolean'),
    position: as('posición', 'number'),
    created_at: CREATED,
    updated_at: UPDATED,
  },
  quiz_options: {
    id: ID,
    question_id: ref('pregunta', 'quiz_questions'),
    label: text('opción'),
    is_correct: as('correcta', 'boolean'),
    position: as('posición', 'number'),
    created_at: CREATED,
    updated_at: UPDATED,
  },
  course_assignments: {
    id: ID,
    course_id: ref('curso', 'courses'),
    profile_id: ref('colaborador', 'profiles'),
    company_id: COMPANY,
    due_date: as('fecha límite', 'date'),
    assigned_by: ref('asignado por', 'profiles'),
    created_at: CREATED,
    updated_at: UPDATED,
  },
  lesson_progress: {
    profile_id: ref('colaborador', 'profiles'),
    course_id: ref('curso', 'courses'),
    lesson_id: ref('lección', 'lessons'),
    started_at: as('iniciada', 'datetime'),
    completed_at: as('completada', 'datetime'),
    last_viewed_at: as('última consulta', 'datetime'),
    updated_at: UPDATED,
  },
  quiz_attempts: {
    id: ID,
    profile_id: ref('colaborador', 'profiles'),
    course_id: ref('curso', 'courses'),
    quiz_id: ref('evaluación', 'quizzes'),
    attempt_number: as('intento', 'number'),
    score: as('calificación', 'percent'),
    passed: as('aprobado', 'boolean'),
    submitted_at: as('enviado', 'datetime'),
    answers: internal('respuestas'),
    results: internal('resultados'),
  },
  certificates: {
    id: ID,
    code: text('código'),
    profile_id: ref('colaborador', 'profiles'),
    course_id: ref('curso', 'courses'),
    company_id: COMPANY,
    worker_name: text('trabajador'),
    worker_given_names: text('nombre(s) del trabajador'),
    worker_last_name_paternal: text('apellido paterno del trabajador'),
    worker_last_name_maternal: text('apellido materno del trabajador'),
    curp: text('CURP'),
    occupation: text('ocupación'),
    job_title: text('puesto'),
    company_name: text('empresa en la constancia'),
    company_rfc: text('RFC en la constancia'),
    course_title: text('curso en la constancia'),
    course_hours: as('duración', 'hours'),
    thematic_area: labels('área temática', THEMATIC_AREA_LABELS),
    training_agent: text('agente capacitador'),
    training_agent_type: labels('tipo de agente capacitador', TRAINING_AGENT_TYPE_LABELS),
    training_agent_registration: text('registro STPS del agente'),
    instructor_name: text('instructor o tutor'),
    employer_representative: text('representante legal en la constancia'),
    workers_representative: text('representante de los trabajadores en la constancia'),
    period_start: as('inicio del periodo', 'date'),
    period_end: as('fin del periodo', 'date'),
    score: as('calificación', 'percent'),
    issued_at: as('emitida', 'datetime'),
    revoked_at: as('revocada', 'datetime'),
    revoked_by: ref('revocada por', 'profiles'),
    revoked_reason: text('motivo de revocación'),
  },
  document_types: {
    id: ID,
    code: text('clave'),
    name: text('nombre'),
    description: text('descripción'),
    legal_basis: text('fundamento legal'),
    periodicity: labels('periodicidad', PERIODICITY_LABELS),
    due_day: as('día límite', 'number'),
    due_month_offset: as('meses después del periodo', 'number'),
    validity: labels('vigencia', VALIDITY_LABELS),
    validity_days: as('días de vigencia', 'number'),
    scope: labels('alcance', SCOPE_LABELS),
    applies_to_all: as('aplica a todas las empresas', 'boolean'),
    deductibility: as('requisito de deducibilidad', 'boolean'),
    active: as('activo', 'boolean'),
    sort_order: as('orden', 'number'),
    created_at: CREATED,
    updated_at: UPDATED,
  },
  document_type_companies: {
    document_type_id: ref('tipo de documento', 'document_types'),
    company_id: COMPANY,
    created_at: CREATED,
  },
  delivery_events: {
    id: ID,
    event: labels('evento', DELIVERY_EVENT_LABELS),
    company_id: COMPANY,
    document_id: ref('documento', 'documents'),
    laboratory_request_id: ref('solicitud de laboratorio', 'laboratory_requests'),
    item_name: text('archivo'),
    period_year: as('año', 'number'),
    period_month: as('mes', 'month'),
    profile_id: ref('persona', 'profiles'),
    actor_email: text('correo'),
    sha256: internal('huella SHA-256'),
    occurred_at: internal('fecha', 'datetime'),
  },
  delivery_receipts: {
    id: ID,
    code: text('código'),
    company_id: COMPANY,
    company_name: text('empresa'),
    month: as('mes', 'date'),
    issued_at: as('emitido', 'datetime'),
    issued_by: ref('emitido por', 'profiles'),
    issued_by_name: text('nombre de quien lo emitió'),
    entries: internal('documentos y entregas'),
    fingerprint: internal('huella SHA-256 del acuse'),
  },
  account_visits: {
    profile_id: ref('persona', 'profiles'),
    last_visit_at: as('última visita', 'datetime'),
    previous_visit_at: as('visita anterior', 'datetime'),
  },
  storage_consistency_issues: {
    id: ID,
    kind: labels('hallazgo', STORAGE_ISSUE_KIND_LABELS),
    bucket: internal('contenedor'),
    object_name: as('archivo', 'file'),
    table_name: internal('tabla'),
    column_name: internal('columna'),
    row_id: internal('registro'),
    company_id: COMPANY,
    first_seen_at: as('detectado', 'datetime'),
    last_seen_at: as('visto por última vez', 'datetime'),
    resolved_at: as('resuelto', 'datetime'),
    resolution: labels('resolución', STORAGE_ISSUE_RESOLUTION_LABELS),
    notified_at: as('aviso a los administradores', 'datetime'),
  },
};

/** Storage's own columns (files), which the generated types do not describe. */
export const STORAGE_FIELDS: Record<string, Field> = {
  id: ID,
  bucket_id: internal('contenedor'),
  name: as('archivo', 'file'),
  owner: internal('propietario'),
  owner_id: internal('propietario'),
  metadata: internal('metadatos'),
  user_metadata: internal('metadatos'),
  version: internal('versión'),
  path_tokens: internal('ruta'),
  level: internal('nivel'),
  created_at: CREATED,
  updated_at: UPDATED,
  last_accessed_at: internal('último acceso', 'datetime'),
};

/** 'public.invoices' -> 'invoices'; null for a table the trail does not describe. */
function tableFields(table: string): Record<string, Field> | null {
  if (table === 'storage.objects') return STORAGE_FIELDS;
  const name = table.startsWith('public.') ? table.slice('public.'.length) : table;
  return Object.hasOwn(AUDITED_FIELDS, name) ? AUDITED_FIELDS[name as AuditedTableName] : null;
}

/** A column of a stored table name: its field, or a readable fallback for a column added since. */
export function fieldOf(table: string, column: string): Field {
  return tableFields(table)?.[column] ?? { label: column.replace(/_/g, ' '), format: 'text' };
}
