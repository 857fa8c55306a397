// Helpers of the delivery receipt journey: the month the database issues receipts for (Mexico City's),
// the receipt rows of a company as the service role reads them, and a file dropped on the public page's
// drop zone the way a browser drop delivers it (a DataTransfer holding a File).
import type { Page } from 'playwright-core';

import { capitalize, isoDayIn, monthName } from '@/utils/format';

import type { StackInfo } from './stack-info';
import { serviceRest } from './fixtures';

/** The current month in Mexico City: the month a document published now belongs to. */
export function mexicoMonth(now = new Date()): { year: number; month: number; name: string } {
  const day = isoDayIn('America/Mexico_City', now);
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return { year, month, name: capitalize(monthName(month)) };
}

export interface StoredReceipt {
  code: string;
  fingerprint: string;
  entries: { title: string; sha256: string | null }[];
}

export const receiptsOf = (stack: Pick<StackInfo, 'apiUrl' | 'serviceKey' | 'authUrl'>, companyId: string) =>
  serviceRest<StoredReceipt[]>(
    stack,
    `delivery_receipts?company_id=eq.${companyId}&select=code,fingerprint,entries&order=issued_at.desc`,
  );

/** Drops a file with these bytes on the element, as a person dragging it from the desktop would. */
export async function dropFile(page: Page, testId: string, name: string, bytes: Buffer): Promise<void> {
  const zone = page.getByTestId(testId);
  const transfer = await page.evaluateHandle(
    ({ name, data }) => {
      const dt = new DataTransfer();
      const raw = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      dt.items.add(new File([raw], name, { type: 'application/pdf' }));
      return dt;
    },
    { name, data: bytes.toString('base64') },
  );
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}
