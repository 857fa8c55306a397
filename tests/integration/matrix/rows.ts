// Sample rows for the permission matrix: a valid new row per table, the column an update changes, and
// which rows of a table a caller's cell is about.
import type { Caller, Read, TableName } from './expectations';

/** The columns the rules look at; every table has id, the others only where they exist. */
export interface MatrixRow {
  /** A uuid (at run time a number for the bigint identity of audit_log). */
  id: string;
  company_id?: string | null;
  is_global?: boolean;
  submitted_by?: string | null;
  [column: string]: unknown;
}

let serial = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${(serial += 1)}`;

/** A valid new row for the company, as an admin screen would send it. */
export function newRow(table: TableName, companyId: string): Record<string, unknown> {
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
      return { company_id: companyId, request_type: 'Examen de la matriz' };
    case 'invoices':
      return { company_id: companyId, invoice_number: unique('M'), issue_date: '2026-01-15', amount: 100 };
    case 'documents':
      return {
        company_id: companyId,
        year: 2026,
        month: 1,
        name: 'Documento',
        url: 'https://example.com/d.pdf',
      };
    case 'indicators':
      return { company_id: companyId, url: 'https://lookerstudio.google.com/embed/reporting/matriz' };
    case 'feedback':
      return { company_id: companyId, rating: 4, comment: 'Comentario de la matriz' };
    case 'audit_log':
      return { action: 'insert', table_name: 'public.matriz', company_id: companyId, changes: {} };
  }
}

/** The harmless text column an update changes (identity columns are the guard's business). */
export const UPDATE_COLUMN: Record<TableName, string> = {
  companies: 'name',
  profiles: 'full_name',
  directory_entries: 'employee_name',
  laboratory_requests: 'notes',
  invoices: 'status',
  documents: 'name',
  indicators: 'title',
  feedback: 'comment',
  audit_log: 'table_name',
};

/** Whether the rule lets this caller read the row. */
export function reads(rule: Read, table: TableName, row: MatrixRow, caller: Caller): boolean {
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
  }
}

/**
 * The rows a cell is about: its target company's rows; for profiles the caller's own profile, unless the
 * cell is about another company (then the profiles of that company) or the caller has no profile.
 */
export function isTarget(table: TableName, row: MatrixRow, caller: Caller): boolean {
  if (table === 'companies') return row.id === caller.target;
  const ownCell = caller.company === null || caller.company === caller.target;
  if (table === 'profiles' && caller.profile !== null && ownCell) return row.id === caller.profile;
  return row.company_id === caller.target;
}
