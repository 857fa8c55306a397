// The permission matrix: ONE table of what every kind of caller may do with every table and bucket.
// permission-matrix.test.ts and storage-matrix.test.ts generate their tests from it; a new table or bucket
// is one new entry in TABLES or BUCKETS (plus its sample row in rows.ts).
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
 * (plus is_global rows); self (its own profile); sent (feedback it sent); sentOrCompany.
 */
export type Read = 'all' | 'none' | 'company' | 'companyOrGlobal' | 'self' | 'sent' | 'sentOrCompany';

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
  invoices: COMPANY_ONLY,
  documents: WITH_GLOBAL,
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
} as const satisfies Record<string, Record<CallerName, Cell>>;

export type TableName = keyof typeof TABLES;

/**
 * Tables without any write privilege for API callers: a refused write is a 42501 "permission denied"
 * error instead of a statement that touches no row (and they have no updated_at to stamp).
 */
export const WITHOUT_WRITE_GRANT: readonly TableName[] = ['audit_log'];

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

/** What a caller may do in a bucket: read which folders, and whether it may write at all. */
export interface StorageCell {
  /** company: its own company's folder, plus `global/` when the bucket has one. */
  read: 'all' | 'company' | 'none';
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
  /** A file the bucket accepts. */
  file: { ext: string; type: string; body: string };
  callers: Record<CallerName, StorageCell>;
}

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
} as const satisfies Record<string, BucketRow>;

export type BucketName = keyof typeof BUCKETS;
