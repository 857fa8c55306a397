// What the compliance card shows, already computed by the route from the compliance rules (this feature
// never re-implements them): the completeness of a few months and the validity of expiring documents.
import type { UseQueryResult } from '@tanstack/react-query';

export type MonthStatus = 'complete' | 'pending' | 'late' | 'empty';
export type ItemStatus = 'delivered' | 'pending' | 'late' | 'expired';

export interface ComplianceItem {
  /** Unique within the month (type id + period key). */
  key: string;
  name: string;
  period: string;
  status: ItemStatus;
  statusLabel: string;
  dueDate: string | null;
}

export interface ComplianceMonth {
  key: string;
  /** 'Noviembre 2026 (mes en curso)'. */
  label: string;
  status: MonthStatus;
  expected: number;
  delivered: number;
  /** Everything not delivered (late first), with its due date. */
  missing: ComplianceItem[];
}

export interface ValidityItem {
  key: string;
  name: string;
  expiresOn: string | null;
  daysLeft: number | null;
}

export interface ComplianceOverview {
  months: ComplianceMonth[];
  validity: ValidityItem[];
}

/** The states of the combined queries behind the overview, as QueryStates reads them. */
export type ComplianceOverviewQuery = Pick<
  UseQueryResult<ComplianceOverview>,
  'isPending' | 'isError' | 'isSuccess' | 'data' | 'refetch' | 'fetchStatus'
>;

/** Where each card's link leads: the client's tabs or the admin's sections. */
export interface AccountLinks {
  compliance: string;
  billing: string;
  laboratory: string;
  certificates: string;
}
