// Sample rows for the permission matrix: a valid new row per table, the column an update changes, and
// which rows of a table a caller's cell is about.
import { COMPANY, PROFILE, untyped, type Client } from '../helpers';
import { LMS_COURSE, type Caller, type Read, type TableName } from './expectations';

/** Seeded LMS rows the sample rows hang from (supabase/seed.sql). */
const LMS = {
  heightsModule: '31000000-0000-4000-8000-000000000002',
  heightsLastLesson: '32000000-0000-4000-8000-000000000003',
  heightsQuiz: '33000000-0000-4000-8000-000000000001',
  heightsQuestion: '34000000-0000-4000-8000-000000000001',
} as const;

/** The columns the rules look at; every table has id, the others only where they exist. */
export interface MatrixRow {
  /** A uuid (at run time a number for the bigint identity of audit_log). */
  id: string;
  company_id?: string | null;
  is_global?: boolean;
  submitted_by?: string | null;
  [column: string]: unknown;
}

/**
 * Catalogue types the matrix fixtures create (tableFixtures): one listed for companies A and B (the
 * document_type_companies rows read), one whose rows the insert and delete cells create.
 */
export const MATRIX_TYPE = {
  listed: '40000000-0000-4000-8000-0000000000e1',
  inserted: '40000000-0000-4000-8000-0000000000e2',
} as const;

/**
 * A complement and an invoice of companies A and B the fixtures create (tableFixtures): what the
 * invoice_payments rows of the insert and delete cells hang from.
 */
export const MATRIX_PAYMENT = {
  complement: {
    [COMPANY.A]: '40000000-0000-4000-8000-0000000000f1',
    [COMPANY.B]: '40000000-0000-4000-8000-0000000000f2',
  },
  invoice: {
    [COMPANY.A]: '40000000-0000-4000-8000-0000000000f3',
    [COMPANY.B]: '40000000-0000-4000-8000-0000000000f4',
  },
} as const satisfies Record<string, Record<string, string>>;

/**
 * A complement of A and of B paying an invoice of its company (the seed records no payment): rows to read
 * and to write on, and what newRow('invoice_payments') hangs from.
 */
export async function paymentFixtures(service: Client): Promise<void> {
  for (const company of [COMPANY.A, COMPANY.B] as const) {
    const invoice = await service.from('invoices').insert({
      id: MATRIX_PAYMENT.invoice[company],
      company_id: company,
      invoice_number: `MATRIZ-REP-${company.slice(-1)}`,
      cfdi_uuid: matrixUuid(),
      issue_date: '2026-01-15',
      amount: 100,
    });
    const complement = await untyped(service)
      .from('payment_complements')
      .insert({ ...newRow('payment_complements', company), id: MATRIX_PAYMENT.complement[company] });
    const payment = await untyped(service)
      .from('invoice_payments')
      .insert(newRow('invoice_payments', company));
    const error = invoice.error ?? complement.error ?? payment.error;
    if (error) throw new Error(`payment fixtures: ${error.message}`);
  }
}

/**
 * Per company A and B: a request whose result is the storage matrix's `lab-results/<company>/matriz.pdf`
 * with a consent in force (the rows read and revoked), and one without a consent (what inserted consents
 * name). Created by labFixtures.
 */
export const MATRIX_LAB = {
  request: {
    [COMPANY.A]: '40000000-0000-4000-8000-0000000000d1',
    [COMPANY.B]: '40000000-0000-4000-8000-0000000000d2',
  },
  free: {
    [COMPANY.A]: '40000000-0000-4000-8000-0000000000d3',
    [COMPANY.B]: '40000000-0000-4000-8000-0000000000d4',
  },
  consent: {
    [COMPANY.A]: '40000000-0000-4000-8000-0000000000d5',
    [COMPANY.B]: '40000000-0000-4000-8000-0000000000d6',
  },
} as const satisfies Record<string, Record<string, string>>;

const labOf = (key: keyof typeof MATRIX_LAB, companyId: string) =>
  MATRIX_LAB[key][companyId as keyof (typeof MATRIX_LAB)['request']];

/** The requests, consents and access entries of MATRIX_LAB (the seed records no consent for A or B). */
export async function labFixtures(service: Client): Promise<void> {
  for (const company of [COMPANY.A, COMPANY.B] as const) {
    const requests = await service.from('laboratory_requests').insert([
      {
        id: MATRIX_LAB.request[company],
        company_id: company,
        request_type: 'Examen de la matriz (resultado)',
        result_url: `storage://lab-results/${company}/matriz.pdf`,
      },
      { id: MATRIX_LAB.free[company], company_id: company, request_type: 'Examen de la matriz (libre)' },
    ]);
    const consent = await untyped(service)
      .from('lab_result_consents')
      .insert({
        ...newRow('lab_result_consents', company),
        id: MATRIX_LAB.consent[company],
        laboratory_request_id: MATRIX_LAB.request[company],
        revoked_at: null,
        revoked_reason: null,
      });
    const access = await untyped(service)
      .from('lab_result_accesses')
      .insert(newRow('lab_result_accesses', company));
    const error = requests.error ?? consent.error ?? access.error;
    if (error) throw new Error(`lab fixtures: ${error.message}`);
  }
}

/** The first day of the current month in Mexico City (the months receipts are issued for). */
export const receiptMonth = () =>
  `${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date()).slice(0, 7)}-01`;

/**
 * A receipt of A and of B issued by the admin (the seed issues none; the seed's documents were published
 * today): rows to read and to try refused writes on.
 */
export async function receiptFixtures(admin: Client): Promise<void> {
  for (const company of [COMPANY.A, COMPANY.B]) {
    const { error } = await admin.rpc('issue_delivery_receipt', {
      p_company_id: company,
      p_month: receiptMonth(),
    });
    if (error) throw new Error(`receipt fixtures: ${error.message}`);
  }
}

let serial = 0;
/** A folio fiscal no other row has (uppercase, as the columns keep them). */
export const matrixUuid = () => crypto.randomUUID().toUpperCase();
/** A verification code in the receipts' format ('A1B2-C3D4-E5F6'). */
export const matrixCode = () =>
  crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase().match(/.{4}/g)!.join('-');
const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${(serial += 1)}`;

/**
 * A valid new row for the company, as an admin screen would send it; LMS rows that belong to someone
 * (progress, attempts, certificates) belong to the caller when given (an allowed insert must be its own).
 */
export function newRow(table: TableName, companyId: string, caller?: Caller): Record<string, unknown> {
  const profile = caller?.profile ?? PROFILE.colaborador;
  switch (table) {
    case 'companies':
      return { name: unique('Empresa Matriz') };
    case 'profiles': {
      const name = unique('matriz');
      return { email: `${name}@portal.demo`, username: name, company_id: companyId };
    }
    case 'directory_entries':
      return { company_id: companyId, employee_name: 'Contacto de la matriz' };
    case 'laboratory_requests':
    case 'pending_lab_results':
    case 'client_lab_requests':
      return { company_id: companyId, request_type: 'Examen de la matriz' };
    case 'lab_result_consents':
      // Revoked when the service role writes it (a fixture: the request keeps no second consent in force);
      // an admin's insert is stamped as a new consent in force.
      return {
        company_id: companyId,
        laboratory_request_id: labOf('free', companyId),
        worker_name: 'Trabajador de la matriz',
        granted_on: '2026-01-15',
        scope: 'Resultado completo',
        revoked_at: '2026-01-16T00:00:00+00:00',
        revoked_reason: 'Revocado en la matriz',
      };
    case 'lab_result_accesses':
      return {
        laboratory_request_id: labOf('request', companyId),
        company_id: companyId,
        item_name: 'Consulta de la matriz',
        basis: 'resultado_completo',
      };
    case 'invoices':
      return { company_id: companyId, invoice_number: unique('M'), issue_date: '2026-01-15', amount: 100 };
    case 'payment_complements':
      return {
        company_id: companyId,
        rep_uuid: matrixUuid(),
        issuer_rfc: 'SPR190101AB1',
        receiver_rfc: 'XAXX010101000',
        xml_url: `storage://invoices/${companyId}/rep-matriz.xml`,
      };
    case 'invoice_payments':
      return {
        complement_id: MATRIX_PAYMENT.complement[companyId as keyof typeof MATRIX_PAYMENT.complement],
        invoice_id: MATRIX_PAYMENT.invoice[companyId as keyof typeof MATRIX_PAYMENT.invoice],
        company_id: companyId,
        paid_on: '2026-02-10',
        currency: 'MXN',
        installment: 100 + (serial += 1),
        previous_balance: 100,
        amount_paid: 10,
        remaining: 90,
      };
    case 'documents':
      return {
        company_id: companyId,
        year: 2026,
        month: 1,
        name: 'Documento',
        url: 'https://example.com/d.pdf',
      };
    case 'document_periods':
      // A view: an insert is refused before this row matters.
      return { company_id: companyId, is_global: false, year: 2026, month: 1, documents: 1 };
    case 'indicators':
      return { company_id: companyId, url: 'https://lookerstudio.google.com/embed/reporting/matriz' };
    case 'feedback':
      return { company_id: companyId, rating: 4, comment: 'Comentario de la matriz' };
    case 'audit_log':
      return { action: 'insert', table_name: 'public.matriz', company_id: companyId, changes: {} };
    case 'courses':
      return {
        title: unique('Curso matriz'),
        estimated_hours: 2,
        thematic_area: '6000',
        instructor_name: 'Matriz',
      };
    case 'course_modules':
      return { course_id: LMS_COURSE.draft, title: 'Módulo de la matriz' };
    case 'lessons':
      return {
        module_id: LMS.heightsModule,
        course_id: LMS_COURSE.heights,
        title: 'Lección de la matriz',
        content_type: 'text',
        body: 'Texto',
      };
    case 'quizzes':
      // The draft has no quiz yet (one per course).
      return { course_id: LMS_COURSE.draft, title: 'Evaluación de la matriz' };
    case 'quiz_questions':
      return { quiz_id: LMS.heightsQuiz, prompt: 'Pregunta de la matriz' };
    case 'quiz_options':
      return { question_id: LMS.heightsQuestion, label: 'Opción de la matriz' };
    case 'course_assignments':
      return { course_id: LMS_COURSE.draft, profile_id: PROFILE.colaborador, due_date: '2030-01-31' };
    case 'lesson_progress':
      // A lesson of an assigned course the callers have no progress on (the fixtures use the first one).
      return { lesson_id: LMS.heightsLastLesson, course_id: LMS_COURSE.heights, profile_id: profile };
    case 'quiz_attempts':
      return {
        quiz_id: LMS.heightsQuiz,
        course_id: LMS_COURSE.heights,
        profile_id: profile,
        attempt_number: 100 + (serial += 1),
        answers: {},
        results: {},
        score: 0,
        passed: false,
      };
    case 'document_types':
      return {
        code: `matriz_${process.pid}_${Date.now()}_${(serial += 1)}`,
        name: unique('Tipo de la matriz'),
        periodicity: 'on_change',
      };
    case 'document_type_companies':
      return { document_type_id: MATRIX_TYPE.inserted, company_id: companyId };
    case 'delivery_events':
      return {
        event: 'published',
        company_id: companyId,
        document_id: '40000000-0000-4000-8000-0000000000e3',
        item_name: 'Entrega de la matriz',
      };
    case 'delivery_receipts':
      return {
        code: matrixCode(),
        company_id: companyId,
        company_name: 'Empresa de la matriz',
        month: '2026-01-01',
        issued_at: '2026-02-01T00:00:00+00:00',
        entries: [{ sha256: null }],
        fingerprint: 'a'.repeat(64),
      };
    case 'account_visits':
      return { profile_id: profile };
    case 'notifications':
      return {
        profile_id: profile,
        category: 'account',
        event: 'account_created',
        title: 'Aviso de la matriz',
        link: '/dashboard/client?tab=profile',
      };
    case 'notification_preferences':
      // The fixtures give each person a 'documents' row; this one is new.
      return { profile_id: profile, category: 'invoices', channel: 'daily' };
    case 'notification_emails':
      return { profile_id: profile, email: 'matriz@portal.demo', mode: 'immediate' };
    case 'certificates':
      return {
        code: `FFFF-FFFF-${String(1000 + ((serial += 1) % 9000)).padStart(4, '0')}`,
        profile_id: profile,
        course_id: LMS_COURSE.draft,
        worker_name: 'Matriz',
        company_name: 'Matriz',
        course_title: 'Matriz',
        course_hours: 1,
        thematic_area: '6000',
        training_agent: 'Matriz',
        period_start: '2026-01-01',
        period_end: '2026-01-02',
      };
  }
}

/**
 * Primary keys other than `id` (lesson_progress: one row per collaborator and lesson). Such rows get a
 * synthetic `id` (the key columns joined by '/') so the matrix handles every table alike.
 */
const KEY_COLUMNS: Partial<Record<TableName, string[]>> = {
  lesson_progress: ['profile_id', 'lesson_id'],
  document_type_companies: ['document_type_id', 'company_id'],
  account_visits: ['profile_id'],
  notification_preferences: ['profile_id', 'category'],
};
export const keyColumns = (table: TableName): string[] => KEY_COLUMNS[table] ?? ['id'];

export function withId(table: TableName, row: Record<string, unknown>): MatrixRow {
  if (!KEY_COLUMNS[table]) return row as MatrixRow;
  return {
    ...row,
    id: keyColumns(table)
      .map((c) => String(row[c]))
      .join('/'),
  } as MatrixRow;
}

/** The key columns' values of a (synthetic) id, for `.match()`. */
export function keyOf(table: TableName, id: string): Record<string, string> {
  const columns = keyColumns(table);
  const parts = columns.length === 1 ? [id] : id.split('/');
  return Object.fromEntries(columns.map((c, i) => [c, parts[i]]));
}

/** A PostgREST `or` filter matching exactly these (synthetic) ids. */
export const anyKeyOf = (table: TableName, ids: string[]): string =>
  ids
    .map(
      (id) =>
        `and(${Object.entries(keyOf(table, id))
          .map(([c, v]) => `${c}.eq.${v}`)
          .join(',')})`,
    )
    .join(',');

/** Tables without an updated_at column (nothing to stamp). */
export const WITHOUT_UPDATED_AT: readonly TableName[] = [
  'audit_log',
  'quiz_attempts',
  'certificates',
  'document_type_companies',
  'delivery_events',
  'delivery_receipts',
  'account_visits',
  'document_periods',
  'notifications',
  'notification_emails',
  'payment_complements',
  'invoice_payments',
  'lab_result_consents',
  'lab_result_accesses',
];

/** Columns the database sets whatever an update sends (the progress stamp puts now() there). */
export const STAMPED_BY_DATABASE: Partial<Record<TableName, true>> = { lesson_progress: true };

/** The value an update sends (a text unless the column is something else). */
export function updateValue(table: TableName): unknown {
  switch (table) {
    case 'course_assignments':
      return `2031-0${1 + (Date.now() % 9)}-15`;
    case 'lesson_progress':
    case 'document_type_companies':
    case 'account_visits':
    case 'notifications':
      return '2001-01-01T00:00:00+00:00';
    case 'notification_preferences':
      return 'portal';
    case 'quiz_attempts':
    case 'document_periods':
      return 42;
    default:
      return `Matriz ${table} ${Date.now()}`;
  }
}

/** Columns an allowed update's clean-up puts back (a revocation also stamps when and by whom). */
export const RESTORED_COLUMNS: Partial<Record<TableName, string[]>> = {
  certificates: ['revoked_reason', 'revoked_at', 'revoked_by'],
  lab_result_consents: ['revoked_reason', 'revoked_at', 'revoked_by'],
};

/** Who can see which course: the published courses and every assignment, as the service role reads them. */
export interface LmsWorld {
  published: Set<string>;
  assignments: { course_id: string; profile_id: string | null; company_id: string | null }[];
}

const reaches = (a: LmsWorld['assignments'][number], caller: Caller) =>
  (caller.profile !== null && a.profile_id === caller.profile) ||
  (caller.company !== null && a.company_id === caller.company);

/** The published courses and every assignment, as the service role reads them. */
export async function loadLmsWorld(service: Client): Promise<LmsWorld> {
  const courses = await service.from('courses').select('id').eq('published', true);
  const assignments = await service.from('course_assignments').select('course_id, profile_id, company_id');
  if (courses.error || assignments.error) throw new Error('lms world: query failed');
  return { published: new Set(courses.data.map((c) => c.id)), assignments: assignments.data };
}

/** Whether the course is published and assigned to the caller, to itself or to its company. */
export const assignedTo = (course: string, caller: Caller, world: LmsWorld): boolean =>
  world.published.has(course) && world.assignments.some((a) => a.course_id === course && reaches(a, caller));

/** The harmless text column an update changes (identity columns are the guard's business). */
export const UPDATE_COLUMN: Record<TableName, string> = {
  companies: 'name',
  profiles: 'avatar_url',
  directory_entries: 'employee_name',
  laboratory_requests: 'notes',
  pending_lab_results: 'request_type',
  client_lab_requests: 'request_type',
  lab_result_consents: 'revoked_reason',
  lab_result_accesses: 'item_name',
  // Not status or paid_on: an invoice paid through complements takes them from its payments (a trigger).
  invoices: 'invoice_number',
  payment_complements: 'issuer_rfc',
  invoice_payments: 'method',
  documents: 'name',
  document_periods: 'documents',
  indicators: 'title',
  feedback: 'comment',
  audit_log: 'table_name',
  courses: 'description',
  course_modules: 'title',
  lessons: 'title',
  quizzes: 'title',
  quiz_questions: 'prompt',
  quiz_options: 'label',
  course_assignments: 'due_date',
  lesson_progress: 'last_viewed_at',
  quiz_attempts: 'score',
  certificates: 'revoked_reason',
  document_types: 'description',
  document_type_companies: 'created_at',
  delivery_events: 'item_name',
  delivery_receipts: 'company_name',
  account_visits: 'last_visit_at',
  notifications: 'read_at',
  notification_preferences: 'channel',
  notification_emails: 'subject',
};

const LMS_TABLES: readonly TableName[] = [
  'courses',
  'course_modules',
  'lessons',
  'quizzes',
  'quiz_questions',
  'quiz_options',
  'course_assignments',
  'lesson_progress',
  'quiz_attempts',
  'certificates',
];

/** Rows that belong to a person, not to a client company. */
const PERSONAL_TABLES: readonly TableName[] = [
  'account_visits',
  'notifications',
  'notification_preferences',
  'notification_emails',
];

/** Whether the rule lets this caller read the row. */
export function reads(
  rule: Read,
  table: TableName,
  row: MatrixRow,
  caller: Caller,
  world: LmsWorld,
): boolean {
  const ownCompany = table === 'companies' ? row.id : row.company_id;
  const company = caller.company !== null && ownCompany === caller.company;
  const sent = caller.profile !== null && row.submitted_by === caller.profile;
  switch (rule) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'company':
      return company;
    case 'companyOrGlobal':
      return company || row.is_global === true;
    case 'self':
      return caller.profile !== null && row.id === caller.profile;
    case 'sent':
      return sent;
    case 'sentOrCompany':
      return sent || company;
    case 'assigned': {
      const course = String(table === 'courses' ? row.id : row.course_id);
      const reachesRow =
        table !== 'course_assignments' || reaches(row as unknown as LmsWorld['assignments'][number], caller);
      return reachesRow && assignedTo(course, caller, world);
    }
    case 'own':
      return caller.profile !== null && row.profile_id === caller.profile;
  }
}

/**
 * The rows a cell is about: its target company's rows; for profiles the caller's own profile, unless the
 * cell is about another company (then the profiles of that company) or the caller has no profile.
 */
export function isTarget(table: TableName, row: MatrixRow, caller: Caller): boolean {
  if (table === 'companies') return row.id === caller.target;
  // LMS rows belong to courses and collaborators, the catalogue to nobody, visits and notifications to
  // users, not to a client company: every row is about every cell.
  if (LMS_TABLES.includes(table) || PERSONAL_TABLES.includes(table) || table === 'document_types')
    return true;
  const ownCell = caller.company === null || caller.company === caller.target;
  if (table === 'profiles' && caller.profile !== null && ownCell) return row.id === caller.profile;
  return row.company_id === caller.target;
}
