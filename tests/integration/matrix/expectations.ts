// The permission matrix: ONE table of what every kind of caller may do with every table and bucket.
// permission-matrix.test.ts and storage-matrix.test.ts generate their tests from it; a new table or bucket
// is one new entry in TABLES or BUCKETS (plus its sample row in rows.ts), a new RPC one entry in
// FUNCTIONS (plus its probe in function-tests.ts).
import { COMPANY, DEMO, PROFILE } from '../helpers';

export interface Caller {
  /** Firebase uid of the token, or null for the anon key without a token. */
  uid: string | null;
  /** The caller's own profile and company, as seeded (null when it has none). */
  profile: string | null;
  company: string | null;
  /** The company whose rows (or storage folder) the cell is about. */
  target: string;
}

export const CALLERS = {
  anonymous: { uid: null, profile: null, company: null, target: COMPANY.A },
  admin: { uid: DEMO.admin.uid, profile: PROFILE.admin, company: null, target: COMPANY.A },
  inactiveAdmin: {
    uid: DEMO.adminInactivo.uid,
    profile: PROFILE.adminInactivo,
    company: null,
    target: COMPANY.A,
  },
  clientOwnCompany: {
    uid: DEMO.clienteA.uid,
    profile: PROFILE.clienteA,
    company: COMPANY.A,
    target: COMPANY.A,
  },
  clientOtherCompany: {
    uid: DEMO.clienteA.uid,
    profile: PROFILE.clienteA,
    company: COMPANY.A,
    target: COMPANY.B,
  },
  clientWithoutCompany: {
    uid: DEMO.sinempresa.uid,
    profile: PROFILE.sinempresa,
    company: null,
    target: COMPANY.A,
  },
  collaboratorWithCompany: {
    uid: DEMO.colaboradorA.uid,
    profile: PROFILE.colaboradorA,
    company: COMPANY.A,
    target: COMPANY.A,
  },
  collaboratorWithoutCompany: {
    uid: DEMO.colaborador.uid,
    profile: PROFILE.colaborador,
    company: null,
    target: COMPANY.A,
  },
  inactiveUser: { uid: DEMO.inactivo.uid, profile: PROFILE.inactivo, company: COMPANY.B, target: COMPANY.B },
} as const satisfies Record<string, Caller>;

export type CallerName = keyof typeof CALLERS;

/**
 * Which rows a caller reads, as a rule over the whole table:
 * all; none; company (rows of its own company; for `companies`, its company's row); companyOrGlobal
 * (plus is_global rows); self (its own profile); sent (feedback it sent); sentOrCompany; assigned (rows
 * of PUBLISHED courses assigned to the caller, to itself or to its company; for course_assignments, the
 * assignments that reach it); own (its own progress, attempts or certificates: profile_id is its own).
 */
export type Read =
  'all' | 'none' | 'company' | 'companyOrGlobal' | 'self' | 'sent' | 'sentOrCompany' | 'assigned' | 'own';

/** One cell group: the read rule and the writes allowed (absent = refused). */
export interface Cell {
  read: Read;
  insert?: true;
  update?: true;
  delete?: true;
}

const ADMIN: Cell = { read: 'all', insert: true, update: true, delete: true };
const NOTHING: Cell = { read: 'none' };

/** Company data that only clients of that company read and only admins write. */
const COMPANY_ONLY: Record<CallerName, Cell> = {
  anonymous: NOTHING,
  admin: ADMIN,
  inactiveAdmin: NOTHING,
  clientOwnCompany: { read: 'company' },
  clientOtherCompany: { read: 'company' },
  // Reads its company's rows: it has none, so nothing.
  clientWithoutCompany: { read: 'company' },
  collaboratorWithCompany: NOTHING,
  collaboratorWithoutCompany: NOTHING,
  inactiveUser: NOTHING,
};

/** Company data plus global rows that every active client reads. */
const WITH_GLOBAL: Record<CallerName, Cell> = {
  ...COMPANY_ONLY,
  clientOwnCompany: { read: 'companyOrGlobal' },
  clientOtherCompany: { read: 'companyOrGlobal' },
  // Global rows need a company too (a self-registered account is a client without one).
  clientWithoutCompany: NOTHING,
};

/** A read-only view over a WITH_GLOBAL table: the same reads, no writes for anybody. */
const WITH_GLOBAL_READ_ONLY: Record<CallerName, Cell> = {
  ...WITH_GLOBAL,
  admin: { read: 'all' },
};

/** A read-only view over a COMPANY_ONLY table: the same reads, no writes for anybody. */
const COMPANY_ONLY_READ_ONLY: Record<CallerName, Cell> = {
  ...COMPANY_ONLY,
  admin: { read: 'all' },
};

/** LMS tables: only an admin reads or writes them unless a rule says otherwise. */
const LMS_NOTHING: Record<CallerName, Cell> = {
  anonymous: NOTHING,
  admin: NOTHING,
  inactiveAdmin: NOTHING,
  clientOwnCompany: NOTHING,
  clientOtherCompany: NOTHING,
  clientWithoutCompany: NOTHING,
  collaboratorWithCompany: NOTHING,
  collaboratorWithoutCompany: NOTHING,
  inactiveUser: NOTHING,
};
const LMS_ADMIN_ONLY: Record<CallerName, Cell> = { ...LMS_NOTHING, admin: ADMIN };
const LMS_CONTENT: Record<CallerName, Cell> = {
  ...LMS_ADMIN_ONLY,
  collaboratorWithCompany: { read: 'assigned' },
  collaboratorWithoutCompany: { read: 'assigned' },
};

export const TABLES = {
  companies: COMPANY_ONLY,
  profiles: {
    anonymous: NOTHING,
    admin: ADMIN,
    inactiveAdmin: NOTHING,
    clientOwnCompany: { read: 'self', update: true },
    // The row here is another client's profile (company B), which it neither reads nor changes.
    clientOtherCompany: { read: 'self' },
    clientWithoutCompany: { read: 'self', update: true },
    collaboratorWithCompany: { read: 'self', update: true },
    collaboratorWithoutCompany: { read: 'self', update: true },
    inactiveUser: NOTHING,
  },
  directory_entries: COMPANY_ONLY,
  laboratory_requests: COMPANY_ONLY,
  // Results nobody of the company opened yet (a security_invoker view over laboratory_requests and the
  // delivery log): whoever reads the requests reads these, and nobody writes through it.
  pending_lab_results: COMPANY_ONLY_READ_ONLY,
  // The client's laboratory list (an owner-rights view that masks an unreleased result's notes): whoever
  // reads the company's requests reads these rows, and nobody writes through it.
  client_lab_requests: COMPANY_ONLY_READ_ONLY,
  // Workers' consents to release a result: an admin records and revokes one (an update of the reason);
  // nobody deletes one; a client reads its own company's.
  lab_result_consents: { ...COMPANY_ONLY, admin: { read: 'all', insert: true, update: true } },
  // Who consulted each result: append-only, written only by record_lab_result_access.
  lab_result_accesses: { ...COMPANY_ONLY, admin: { read: 'all' } },
  invoices: COMPANY_ONLY,
  // Payment complements and the payments they record: as invoices (written in one go by
  // record_payment_complement, or row by row by an admin).
  payment_complements: COMPANY_ONLY,
  invoice_payments: COMPANY_ONLY,
  documents: WITH_GLOBAL,
  // The months that have documents, with counts (a security_invoker view over documents): whoever reads
  // documents reads their periods, and nobody writes one.
  document_periods: WITH_GLOBAL_READ_ONLY,
  indicators: WITH_GLOBAL,
  feedback: {
    anonymous: NOTHING,
    admin: ADMIN,
    inactiveAdmin: NOTHING,
    clientOwnCompany: { read: 'sentOrCompany', insert: true },
    // Allowed, but the stamping trigger files it under the caller's own company (rls-write checks that).
    clientOtherCompany: { read: 'sentOrCompany', insert: true },
    clientWithoutCompany: { read: 'sent' },
    collaboratorWithCompany: { read: 'sent', insert: true },
    collaboratorWithoutCompany: { read: 'sent', insert: true },
    inactiveUser: NOTHING,
  },
  // The LMS: course content is managed by admins and read by the collaborators it is assigned to.
  courses: LMS_CONTENT,
  course_modules: LMS_CONTENT,
  lessons: LMS_CONTENT,
  quizzes: LMS_CONTENT,
  // The answer key: admins only, whoever else asks (collaborators get the quiz from quiz_for_attempt).
  quiz_questions: LMS_ADMIN_ONLY,
  quiz_options: LMS_ADMIN_ONLY,
  course_assignments: LMS_CONTENT,
  // Its own progress, recorded on lessons of courses assigned to it; admins read it and may reset it.
  lesson_progress: {
    ...LMS_NOTHING,
    admin: { read: 'all', delete: true },
    collaboratorWithCompany: { read: 'own', insert: true, update: true },
    collaboratorWithoutCompany: { read: 'own', insert: true, update: true },
  },
  // Written only by submit_quiz_attempt; admins may delete one (to give an attempt back).
  quiz_attempts: {
    ...LMS_NOTHING,
    admin: { read: 'all', delete: true },
    collaboratorWithCompany: { read: 'own' },
    collaboratorWithoutCompany: { read: 'own' },
  },
  // Issued by the database; an admin only revokes one (an update of the reason, see certificate-guard).
  certificates: {
    ...LMS_NOTHING,
    admin: { read: 'all', update: true },
    collaboratorWithCompany: { read: 'own' },
    collaboratorWithoutCompany: { read: 'own' },
  },
  // Append-only: the admin reads every entry, and nobody (not even the admin) writes one through the API.
  audit_log: {
    anonymous: NOTHING,
    admin: { read: 'all' },
    inactiveAdmin: NOTHING,
    clientOwnCompany: NOTHING,
    clientOtherCompany: NOTHING,
    clientWithoutCompany: NOTHING,
    collaboratorWithCompany: NOTHING,
    collaboratorWithoutCompany: NOTHING,
    inactiveUser: NOTHING,
  },
  // REPSE compliance. The catalogue drives every active client's matrix, so a client with a
  // company reads every type (a client without one has no matrix); only admins change it.
  document_types: {
    anonymous: NOTHING,
    admin: ADMIN,
    inactiveAdmin: NOTHING,
    clientOwnCompany: { read: 'all' },
    clientOtherCompany: { read: 'all' },
    clientWithoutCompany: NOTHING,
    collaboratorWithCompany: NOTHING,
    collaboratorWithoutCompany: NOTHING,
    inactiveUser: NOTHING,
  },
  // Which companies a type applies to: a client reads its own company's rows; an admin adds and removes
  // rows (nobody updates one: there is nothing to change but the key).
  document_type_companies: {
    ...COMPANY_ONLY,
    admin: { read: 'all', insert: true, delete: true },
  },
  // The proof-of-delivery log: append-only, written only by triggers and record_delivery; the admin reads
  // every entry and a client its own company's.
  delivery_events: {
    ...COMPANY_ONLY,
    admin: { read: 'all' },
  },
  // Monthly delivery receipts: append-only, written only by issue_delivery_receipt; the admin reads every
  // receipt and a client its own company's.
  delivery_receipts: {
    ...COMPANY_ONLY,
    admin: { read: 'all' },
  },
  // Each user's visits ('Estado de la Cuenta'): its own row (written only by touch_account_visit); the
  // admin reads every row.
  account_visits: {
    anonymous: NOTHING,
    admin: { read: 'all' },
    inactiveAdmin: NOTHING,
    clientOwnCompany: { read: 'own' },
    clientOtherCompany: { read: 'own' },
    clientWithoutCompany: { read: 'own' },
    collaboratorWithCompany: { read: 'own' },
    collaboratorWithoutCompany: { read: 'own' },
    inactiveUser: NOTHING,
  },
  // Notifications: each person reads its own and marks them read (read_at, the only column it may
  // change); an admin reads everyone's and marks only its own (the fixtures leave it none, so its update
  // cell tries someone else's); only the database writes or removes one.
  notifications: {
    anonymous: NOTHING,
    admin: { read: 'all' },
    inactiveAdmin: NOTHING,
    clientOwnCompany: { read: 'own', update: true },
    clientOtherCompany: { read: 'own', update: true },
    clientWithoutCompany: { read: 'own', update: true },
    collaboratorWithCompany: { read: 'own', update: true },
    collaboratorWithoutCompany: { read: 'own', update: true },
    inactiveUser: NOTHING,
  },
  // Each person's channel per category: its own rows to read and write; an admin reads everyone's and
  // writes only its own (the insert cell; the update and delete cells try someone else's row).
  notification_preferences: {
    anonymous: NOTHING,
    admin: { read: 'all', insert: true },
    inactiveAdmin: NOTHING,
    clientOwnCompany: { read: 'own', insert: true, update: true, delete: true },
    clientOtherCompany: { read: 'own', insert: true, update: true, delete: true },
    clientWithoutCompany: { read: 'own', insert: true, update: true, delete: true },
    collaboratorWithCompany: { read: 'own', insert: true, update: true, delete: true },
    collaboratorWithoutCompany: { read: 'own', insert: true, update: true, delete: true },
    inactiveUser: NOTHING,
  },
  // The e-mails sent: admins read them; only the sender (service role) writes them.
  notification_emails: {
    anonymous: NOTHING,
    admin: { read: 'all' },
    inactiveAdmin: NOTHING,
    clientOwnCompany: NOTHING,
    clientOtherCompany: NOTHING,
    clientWithoutCompany: NOTHING,
    collaboratorWithCompany: NOTHING,
    collaboratorWithoutCompany: NOTHING,
    inactiveUser: NOTHING,
  },
} as const satisfies Record<string, Record<CallerName, Cell>>;

export type TableName = keyof typeof TABLES;

export type WriteOperation = 'insert' | 'update' | 'delete';

/**
 * Writes API callers hold no privilege for: a refused one is a 42501 "permission denied" error instead of
 * a statement that touches no row. Attempts and certificates are written only by the database's
 * functions; a certificate is revoked (an update), never deleted.
 */
export const WITHOUT_GRANT: Partial<Record<TableName, readonly WriteOperation[]>> = {
  audit_log: ['insert', 'update', 'delete'],
  quiz_attempts: ['insert', 'update'],
  certificates: ['insert', 'delete'],
  document_type_companies: ['update'],
  delivery_events: ['insert', 'update', 'delete'],
  delivery_receipts: ['insert', 'update', 'delete'],
  account_visits: ['insert', 'update', 'delete'],
  document_periods: ['insert', 'update', 'delete'],
  pending_lab_results: ['insert', 'update', 'delete'],
  client_lab_requests: ['insert', 'update', 'delete'],
  lab_result_consents: ['delete'],
  lab_result_accesses: ['insert', 'update', 'delete'],
  notifications: ['insert', 'delete'],
  notification_emails: ['insert', 'update', 'delete'],
};
/**
 * Views nobody can write (aggregates, joins): every write is refused, and with 55000 instead of 42501.
 */
export const READ_ONLY_VIEWS: readonly TableName[] = ['document_periods', 'client_lab_requests'];
export const withoutGrant = (table: TableName, op: WriteOperation): boolean =>
  WITHOUT_GRANT[table]?.includes(op) ?? false;

/**
 * What a caller gets from a database function exposed to the API (an RPC), called on its target
 * company: `allowed` (it does its work), `refused` (42501, nothing changed), `rows` (the target company's
 * answer, computed over the rows the caller reads), `none` (an empty answer: it reads no such rows).
 */
export type CallOutcome = 'allowed' | 'refused' | 'rows' | 'none';

/** Everyone but an active admin gets this outcome. */
const ADMIN_CALLS_ONLY = (others: CallOutcome, admin: CallOutcome): Record<CallerName, CallOutcome> => ({
  anonymous: others,
  admin,
  inactiveAdmin: others,
  clientOwnCompany: others,
  clientOtherCompany: others,
  clientWithoutCompany: others,
  collaboratorWithCompany: others,
  collaboratorWithoutCompany: others,
  inactiveUser: others,
});

/** The RPCs that expose or change data, each a row of callers; function-tests.ts has one probe per RPC. */
export const FUNCTIONS = {
  // Replaces the companies a catalogue type applies to (the ids in the body): admins only.
  set_document_type_companies: ADMIN_CALLS_ONLY('refused', 'allowed'),
  // 'Estado de la Cuenta': the open invoices' total per currency, over the invoices the caller reads.
  open_invoice_totals: { ...ADMIN_CALLS_ONLY('none', 'rows'), clientOwnCompany: 'rows' },
  // Facturación's balance cards: pending and overdue sums and counts per currency over the invoices the
  // caller reads (`none`: no rows).
  invoice_totals: { ...ADMIN_CALLS_ONLY('none', 'rows'), clientOwnCompany: 'rows' },
  // 'Notificaciones': sends an e-mail again (a new e-mail naming the one it repeats): admins only.
  resend_notification_email: ADMIN_CALLS_ONLY('refused', 'allowed'),
  // 'Subir Complemento de Pago': records a complement and its payments on the target's invoices.
  record_payment_complement: ADMIN_CALLS_ONLY('refused', 'allowed'),
  // 'Eliminar Complemento': removes a complement and its payments, the invoices back to their balance.
  remove_payment_complement: ADMIN_CALLS_ONLY('refused', 'allowed'),
  // 'Descargar Resultado': an active client of the request's company logs its access and gets the file.
  record_lab_result_access: { ...ADMIN_CALLS_ONLY('refused', 'refused'), clientOwnCompany: 'allowed' },
  // 'Emitir Acuse': issues a delivery receipt of the target company for the current month.
  issue_delivery_receipt: ADMIN_CALLS_ONLY('refused', 'allowed'),
  // /verificar-entrega/<code>: anyone, signed out too, reads what a receipt of the target company shows.
  verify_delivery_receipt: ADMIN_CALLS_ONLY('rows', 'rows'),
} as const satisfies Record<string, Record<CallerName, CallOutcome>>;

export type FunctionName = keyof typeof FUNCTIONS;

/**
 * Profile columns a user may not change on its own profile even where it may update it (the guard
 * trigger answers 42501): only an admin or the sign-in functions change them.
 */
export const GUARDED_PROFILE_COLUMNS = [
  'id',
  'email',
  'username',
  'firebase_uid',
  'role',
  'active',
  'must_change_password',
  'company_id',
  'service_type',
  'month_start',
  'year_start',
  'curp',
  'job_title',
  'occupation',
  'created_at',
] as const;

/** A collaborator's name is DC-3 data like its CURP: guarded on a collaborator's own profile only. */
export const GUARDED_COLLABORATOR_PROFILE_COLUMNS = [
  'full_name',
  'given_names',
  'last_name_paternal',
  'last_name_maternal',
] as const;

/**
 * Certificate columns nobody changes through the API, not even an admin (the guard answers 42501 with
 * 'Una constancia emitida no se puede modificar.'): the DC-3 snapshot, its code and its dates.
 */
export const GUARDED_CERTIFICATE_COLUMNS = [
  'code',
  'profile_id',
  'course_id',
  'company_id',
  'worker_name',
  'curp',
  'occupation',
  'job_title',
  'company_name',
  'company_rfc',
  'course_title',
  'course_hours',
  'thematic_area',
  'training_agent',
  'training_agent_type',
  'training_agent_registration',
  'instructor_name',
  'employer_representative',
  'workers_representative',
  'period_start',
  'period_end',
  'score',
  'issued_at',
] as const;

/** What a caller may do in a bucket: read which folders, and whether it may write at all. */
export interface StorageCell {
  /**
   * company: its own company's folder, plus `global/` when the bucket has one; assigned: the folders
   * named after the published courses assigned to it.
   */
  read: 'all' | 'company' | 'assigned' | 'none';
  write: boolean;
  /** Whether it sees the bucket itself (its limits), e.g. for an upload screen. */
  seesBucket: boolean;
}

const ADMIN_FILES: StorageCell = { read: 'all', write: true, seesBucket: true };
const NO_FILES: StorageCell = { read: 'none', write: false, seesBucket: false };
const CLIENT_FILES: StorageCell = { read: 'company', write: false, seesBucket: false };

const PORTAL_BUCKET: Record<CallerName, StorageCell> = {
  anonymous: NO_FILES,
  admin: ADMIN_FILES,
  inactiveAdmin: NO_FILES,
  clientOwnCompany: CLIENT_FILES,
  clientOtherCompany: CLIENT_FILES,
  // Not even `global/`: global files need a company (a self-registered account is a client without one).
  clientWithoutCompany: NO_FILES,
  collaboratorWithCompany: NO_FILES,
  collaboratorWithoutCompany: NO_FILES,
  inactiveUser: NO_FILES,
};

export interface BucketRow {
  /** Whether `global/` is readable by every active client. */
  global: boolean;
  /**
   * The folders a file is put in for the tests; default: company A's, company B's and `global/` (also in
   * buckets without a global folder, so a policy that opened global/ everywhere is caught).
   */
  folders?: readonly string[];
  /** The folder writes are tried in; default: the caller's target company. */
  writeFolder?: string;
  /** A file the bucket accepts. */
  file: { ext: string; type: string; body: string };
  callers: Record<CallerName, StorageCell>;
}

/** The seeded LMS courses (supabase/seed.sql). */
export const LMS_COURSE = {
  heights: '30000000-0000-4000-8000-000000000001',
  induction: '30000000-0000-4000-8000-000000000002',
  draft: '30000000-0000-4000-8000-000000000003',
} as const;

const PDF = { ext: 'pdf', type: 'application/pdf', body: '%PDF-1.4 matriz' };

export const BUCKETS = {
  'repse-documents': { global: true, file: PDF, callers: PORTAL_BUCKET },
  'lab-results': { global: false, file: PDF, callers: PORTAL_BUCKET },
  invoices: { global: false, file: PDF, callers: PORTAL_BUCKET },
  'monthly-reports': { global: true, file: PDF, callers: PORTAL_BUCKET },
  photos: {
    global: false,
    file: { ext: 'svg', type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    callers: PORTAL_BUCKET,
  },
  // Course files under `<course_id>/`: the seeded heights course (published, assigned to colaborador and to
  // company A), the induction course (published, company A only) and the unassigned draft.
  'lms-media': {
    global: false,
    folders: [LMS_COURSE.heights, LMS_COURSE.induction, LMS_COURSE.draft, COMPANY.A, 'global'],
    writeFolder: LMS_COURSE.heights,
    file: PDF,
    callers: {
      ...PORTAL_BUCKET,
      clientOwnCompany: NO_FILES,
      clientOtherCompany: NO_FILES,
      collaboratorWithCompany: { read: 'assigned', write: false, seesBucket: false },
      collaboratorWithoutCompany: { read: 'assigned', write: false, seesBucket: false },
    },
  },
} as const satisfies Record<string, BucketRow>;

export type BucketName = keyof typeof BUCKETS;
