import { formatMoney } from '@/utils/format';

/** '$18,560.00 MXN': $ prefix and 2 decimals always, with the currency the row carries. */
export function formatAmount(amount: number | string, currency: string | null | undefined): string {
  const money = formatMoney(amount);
  return currency ? `${money} ${currency}` : money;
}
