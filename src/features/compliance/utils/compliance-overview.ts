// What the account's compliance card shows, computed from the compliance rules: the completeness of a
// few months (current first) and the validity of expiring documents.
import { monthKey, periodLabel, periodOf, type Period, type YearMonth } from './periods';
import { monthSummary, STATUS_LABELS, validityFor, type CellStatus, type MatrixInput } from './status';

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

const MONTH_TAGS = ['mes en curso', 'último mes cerrado'];
// What needs attention first: late, then expired, then pending.
const URGENCY: Record<CellStatus, number> = { late: 0, expired: 1, pending: 2, delivered: 3 };

/** The overview the account cards show: each month's summary (current first) and the validity strip. */
export function buildComplianceOverview(
  input: MatrixInput,
  companyId: string,
  months: YearMonth[],
): ComplianceOverview {
  return {
    months: months.map((month, index) => {
      const summary = monthSummary(input, companyId, month);
      const tag = MONTH_TAGS[index];
      const name = periodLabel(periodOf('monthly', month) as Period);
      return {
        key: monthKey(month),
        label: tag ? `${name} (${tag})` : name,
        status: summary.status,
        expected: summary.expected,
        delivered: summary.delivered,
        missing: summary.cells
          .filter((cell) => cell.status !== 'delivered')
          .sort((a, b) => URGENCY[a.status] - URGENCY[b.status])
          .map((cell) => ({
            key: `${cell.type.id}:${cell.period.key}`,
            name: cell.type.name,
            period: periodLabel(cell.period),
            status: cell.status,
            statusLabel: STATUS_LABELS[cell.status],
            dueDate: cell.dueDate,
          })),
      };
    }),
    validity: validityFor(input, companyId).map((item) => ({
      key: item.type.id,
      name: item.type.name,
      expiresOn: item.expiresOn,
      daysLeft: item.daysLeft,
    })),
  };
}
