// Completeness of the expected evidence: for a company, which documents of the catalogue are delivered,
// pending, late or expired in each period, what expires soon, and whether an invoice's payment month has
// its whole deductibility file. Pure functions of the rows the portal reads (types, applicability,
// documents) and today's date, so the admin and the client see the same rule.
import type { Tables } from '@/types/database';

import {
  addDays,
  compareMonths,
  daysBetween,
  dueDate,
  isPeriodic,
  monthOfDate,
  periodContains,
  periodOf,
  type Period,
  type YearMonth,
} from './periods';

export type ComplianceType = Pick<
  Tables<'document_types'>,
  | 'id'
  | 'code'
  | 'name'
  | 'periodicity'
  | 'due_day'
  | 'due_month_offset'
  | 'validity'
  | 'validity_days'
  | 'scope'
  | 'applies_to_all'
  | 'deductibility'
  | 'active'
  | 'sort_order'
>;

/** One row of document_type_companies. */
export type TypeCompany = Pick<Tables<'document_type_companies'>, 'document_type_id' | 'company_id'>;

export type ComplianceDocument = Pick<
  Tables<'documents'>,
  | 'id'
  | 'document_type_id'
  | 'company_id'
  | 'is_global'
  | 'year'
  | 'month'
  | 'name'
  | 'url'
  | 'sha256'
  | 'issued_on'
  | 'expires_on'
>;

/** delivered: there is evidence (and it has not expired); pending: missing, not yet due; late: missing and
 * past its due date; expired: the latest evidence of a type with validity has expired. */
export type CellStatus = 'delivered' | 'pending' | 'late' | 'expired';

export const STATUS_LABELS: Record<CellStatus, string> = {
  delivered: 'Entregado',
  pending: 'Pendiente',
  late: 'Atrasado',
  expired: 'Vencido',
};

export interface Cell {
  type: ComplianceType;
  period: Period;
  status: CellStatus;
  dueDate: string | null;
  documents: ComplianceDocument[];
  /** Days until the evidence expires (negative once expired); null without an expiry. */
  daysLeft: number | null;
}

/** Whether a type is expected from a company: active, and for every company or listed for it. */
export function typeApplies(type: ComplianceType, companyId: string, typeCompanies: TypeCompany[]): boolean {
  if (!type.active) return false;
  if (type.applies_to_all) return true;
  return typeCompanies.some((row) => row.document_type_id === type.id && row.company_id === companyId);
}

/** The documents that count for a company: its own of a company type, the global ones of a global type. */
export function documentsFor(type: ComplianceType, companyId: string, documents: ComplianceDocument[]) {
  return documents.filter(
    (doc) =>
      doc.document_type_id === type.id &&
      (type.scope === 'global' ? doc.is_global : !doc.is_global && doc.company_id === companyId),
  );
}

const latestExpiry = (docs: ComplianceDocument[]): string | null =>
  docs.reduce<string | null>(
    (max, d) => (d.expires_on && (!max || d.expires_on > max) ? d.expires_on : max),
    null,
  );

/**
 * The cell of one type in the period that contains `at`, for a company. `typeDocs` are the documents that
 * count for that company and type (documentsFor). A period whose evidence has expired is 'expired' only
 * when it is the type's latest delivered period: an older opinion that was valid in its month is still
 * the evidence of that month.
 */
export function cellFor(
  type: ComplianceType,
  at: YearMonth,
  typeDocs: ComplianceDocument[],
  today: string,
): Cell | null {
  const period = periodOf(type.periodicity, at);
  if (!period) return null;
  const documents = typeDocs.filter((d) => periodContains(period, d));
  const due = dueDate(type, period);
  const expiry = type.validity === 'none' ? null : latestExpiry(documents);
  const daysLeft = expiry ? daysBetween(today, expiry) : null;
  let status: CellStatus;
  if (documents.length === 0) {
    status = due && today > due ? 'late' : 'pending';
  } else if (daysLeft !== null && daysLeft < 0 && isLatestPeriod(period, typeDocs)) {
    status = 'expired';
  } else {
    status = 'delivered';
  }
  return { type, period, status, dueDate: due, documents, daysLeft };
}

function isLatestPeriod(period: Period, typeDocs: ComplianceDocument[]): boolean {
  return !typeDocs.some((d) => compareMonths(d, { year: period.year, month: period.endMonth }) > 0);
}

/** The periodic types expected from a company, in catalogue order. */
export function expectedTypes(types: ComplianceType[], companyId: string, typeCompanies: TypeCompany[]) {
  return types
    .filter((t) => isPeriodic(t.periodicity) && typeApplies(t, companyId, typeCompanies))
    .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name, 'es'));
}

export interface MatrixInput {
  types: ComplianceType[];
  typeCompanies: TypeCompany[];
  documents: ComplianceDocument[];
  today: string;
}

/** A client's matrix: one row per expected type, one cell per month (the status of the period holding it). */
export function companyMatrix(input: MatrixInput, companyId: string, months: YearMonth[]) {
  return expectedTypes(input.types, companyId, input.typeCompanies).map((type) => {
    const typeDocs = documentsFor(type, companyId, input.documents);
    return { type, cells: months.map((m) => cellFor(type, m, typeDocs, input.today) as Cell) };
  });
}

export interface PeriodSummary {
  expected: number;
  delivered: number;
  pending: number;
  late: number;
  expired: number;
  /** complete: everything due is delivered and valid; late: something is late or expired; pending: the rest. */
  status: 'complete' | 'pending' | 'late' | 'empty';
  cells: Cell[];
}

/**
 * A company's month for the admin's matrix: the periods that END in that month (so a bimonthly or
 * four-monthly period counts once, in its last month).
 */
export function monthSummary(input: MatrixInput, companyId: string, month: YearMonth): PeriodSummary {
  return monthSummaries(input, companyId, [month])[0];
}

/** monthSummary of each month, with the expected types and their documents found once for all of them. */
export function monthSummaries(input: MatrixInput, companyId: string, months: YearMonth[]): PeriodSummary[] {
  const expected = expectedTypes(input.types, companyId, input.typeCompanies).map(
    (type) => [type, documentsFor(type, companyId, input.documents)] as const,
  );
  return months.map((month) =>
    summarize(
      expected
        .map(([type, typeDocs]) => cellFor(type, month, typeDocs, input.today))
        .filter((cell): cell is Cell => cell !== null && cell.period.endMonth === month.month),
    ),
  );
}

export function summarize(cells: Cell[]): PeriodSummary {
  const count = (status: CellStatus) => cells.filter((c) => c.status === status).length;
  const summary = {
    expected: cells.length,
    delivered: count('delivered'),
    pending: count('pending'),
    late: count('late'),
    expired: count('expired'),
    cells,
  };
  const status: PeriodSummary['status'] =
    cells.length === 0
      ? 'empty'
      : summary.late + summary.expired > 0
        ? 'late'
        : summary.pending > 0
          ? 'pending'
          : 'complete';
  return { ...summary, status };
}

export interface ExpiringItem {
  type: ComplianceType;
  /** null for a global document (every client's). */
  companyId: string | null;
  document: ComplianceDocument;
  expiresOn: string;
  daysLeft: number;
}

/**
 * The latest document of every type with validity (per company, or once for a global type) that expires
 * within `days` days from today, or has expired and has no successor; soonest first.
 */
export function expiringDocuments(
  types: ComplianceType[],
  documents: ComplianceDocument[],
  today: string,
  days = 30,
): ExpiringItem[] {
  const limit = addDays(today, days);
  const latest = new Map<string, ComplianceDocument>();
  for (const doc of documents) {
    const type = types.find((t) => t.id === doc.document_type_id);
    if (!type || !type.active || type.validity === 'none' || !doc.expires_on) continue;
    const key = `${type.id}:${doc.is_global ? 'global' : doc.company_id}`;
    const current = latest.get(key);
    if (!current || (current.expires_on ?? '') < doc.expires_on) latest.set(key, doc);
  }
  return [...latest.values()]
    .filter((doc) => (doc.expires_on as string) <= limit)
    .map((doc) => ({
      type: types.find((t) => t.id === doc.document_type_id) as ComplianceType,
      companyId: doc.is_global ? null : doc.company_id,
      document: doc,
      expiresOn: doc.expires_on as string,
      daysLeft: daysBetween(today, doc.expires_on as string),
    }))
    .sort((a, b) => a.daysLeft - b.daysLeft);
}

/** The items already expired (the expired state, shown under 'Vencidos') apart from those that expire
 * from today on (shown under 'Vencen en…'): an expired item never reads as one that will expire. */
export function partitionExpiry(items: readonly ExpiringItem[]) {
  return {
    expired: items.filter((item) => item.daysLeft < 0),
    expiring: items.filter((item) => item.daysLeft >= 0),
  };
}

/** The documents with validity that apply to a company (its own and the global ones), latest per type. */
export function validityFor(input: MatrixInput, companyId: string) {
  return input.types
    .filter((t) => t.validity !== 'none' && typeApplies(t, companyId, input.typeCompanies))
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((type) => {
      const docs = documentsFor(type, companyId, input.documents).filter((d) => d.expires_on);
      const latest = docs.reduce<ComplianceDocument | null>(
        (best, d) => (!best || (best.expires_on ?? '') < (d.expires_on ?? '') ? d : best),
        null,
      );
      const daysLeft = latest?.expires_on ? daysBetween(input.today, latest.expires_on) : null;
      return { type, document: latest, expiresOn: latest?.expires_on ?? null, daysLeft };
    });
}

export interface InvoiceEvidence {
  /** The month the invoice was paid. */
  month: YearMonth;
  cells: Cell[];
  complete: boolean;
  missing: ComplianceType[];
}

/**
 * The deductibility file of an invoice paid on `paidOn`: every deductibility type expected from the
 * company, in the period that holds the payment month. Complete when each has its document.
 */
export function invoiceEvidence(input: MatrixInput, companyId: string, paidOn: string): InvoiceEvidence {
  const month = monthOfDate(paidOn);
  const cells = expectedTypes(input.types, companyId, input.typeCompanies)
    .filter((t) => t.deductibility)
    .map((type) => cellFor(type, month, documentsFor(type, companyId, input.documents), input.today) as Cell);
  const missing = cells.filter((c) => c.documents.length === 0).map((c) => c.type);
  return { month, cells, complete: cells.length > 0 && missing.length === 0, missing };
}
