// The compliance overview of 'Estado de la cuenta', computed here from the compliance rules (features
// never import each other; the route composes them): one query that combines the catalogue and the
// documents of the current and the last closed month. Shared by the tab and its prefetch.
import { queryOptions, type QueryClient } from '@tanstack/react-query';

import type { ComplianceOverview } from '@/features/account/utils/compliance-view';
import { complianceDocumentsQuery } from '@/features/compliance/api/get-compliance-documents';
import { catalogueQuery } from '@/features/compliance/api/get-document-types';
import { complianceKeys } from '@/features/compliance/api/keys';
import {
  addMonths,
  monthKey,
  monthOfDate,
  periodLabel,
  periodOf,
  type Period,
  type YearMonth,
} from '@/features/compliance/utils/periods';
import {
  monthSummary,
  STATUS_LABELS,
  validityFor,
  type CellStatus,
  type MatrixInput,
} from '@/features/compliance/utils/status';

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

async function getOverview(
  client: QueryClient,
  companyId: string,
  today: string,
): Promise<ComplianceOverview> {
  const current = monthOfDate(today);
  const closed = addMonths(current, -1);
  // The shared queries keep their own cache entries and error toasts; this one only combines them.
  const [catalogue, documents] = await Promise.all([
    client.fetchQuery(catalogueQuery()),
    client.fetchQuery(complianceDocumentsQuery(companyId, closed, current)),
  ]);
  return buildComplianceOverview({ ...catalogue, documents, today }, companyId, [current, closed]);
}

export const overviewQuery = (client: QueryClient, companyId: string, today: string) =>
  queryOptions({
    // Under the compliance prefix: whatever refreshes compliance data refreshes this overview too.
    queryKey: [...complianceKeys.all, 'account-overview', companyId, monthKey(monthOfDate(today)), today],
    queryFn: () => getOverview(client, companyId, today),
  });
