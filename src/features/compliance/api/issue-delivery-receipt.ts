// 'Emitir Acuse': issue_delivery_receipt() snapshots the month's publications of the company in the
// database and returns the new receipt. Its refusals (a month that has not started, a month with nothing
// published) are Spanish messages shown in the dialog.
import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

export interface IssueReceiptInput {
  companyId: string;
  /** The month's first day, 'YYYY-MM-DD'. */
  month: string;
}

export const issueReceiptTexts = {
  issued: 'Acuse emitido',
  issuedDescription: (code: string) => `Se emitió el acuse ${code}. Ya puedes descargarlo.`,
} as const;

export async function issueDeliveryReceipt({ companyId, month }: IssueReceiptInput) {
  const { data, error } = await supabase.rpc('issue_delivery_receipt', {
    p_company_id: companyId,
    p_month: month,
  });
  if (error) throw error;
  return data;
}

export const useIssueDeliveryReceipt = () =>
  useMutation({
    mutationFn: issueDeliveryReceipt,
    meta: {
      writes: ['delivery_receipts'],
      successToast: {
        title: issueReceiptTexts.issued,
        description: (data) => issueReceiptTexts.issuedDescription((data as { code: string }).code),
      },
    },
  });
