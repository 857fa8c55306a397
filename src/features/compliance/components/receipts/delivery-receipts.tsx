// 'Acuses de Entrega': the monthly delivery receipts issued for the company (for the admin, the header's
// company or all), newest first, each with 'Descargar Acuse'; the admin also issues one ('Emitir Acuse').
// Its paging lives in the screen, not in the URL, which belongs to the delivery log above it.
import { FileCheck2, ReceiptText, SearchX } from 'lucide-react';
import * as React from 'react';

import type { CompanyChoice } from '@/components/form/company-field';
import { ListSection } from '@/components/section/list-section';
import { SectionTable } from '@/components/section/section-table';
import { Button } from '@/components/ui/button';
import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';
import { DEFAULT_PAGE_SIZE, type TableParams } from '@/lib/query/table-params';

import { useDownloadDeliveryReceipt } from '../../api/download-delivery-receipt';
import {
  DEFAULT_RECEIPT_SORT,
  receiptListErrorTexts,
  useDeliveryReceipts,
  type DeliveryReceipt,
} from '../../api/get-delivery-receipts';
import { IssueReceiptDialog } from './issue-receipt-dialog';
import { receiptColumns } from './receipt-columns';

export const receiptListTexts = {
  title: 'Acuses de Entrega',
  subtitle:
    'Acuse mensual de lo publicado a la empresa: cada documento con su huella SHA-256 y la primera apertura y descarga de cada usuario. Su código y QR llevan a una página pública donde cualquiera lo verifica.',
  create: 'Emitir Acuse',
  table: 'Acuses de Entrega',
  search: 'Buscar acuses',
  searchPlaceholder: 'Código o empresa...',
  loading: 'Cargando acuses de entrega...',
  error: receiptListErrorTexts,
  empty: {
    icon: ReceiptText,
    title: 'Sin Acuses de Entrega',
    description: 'Cuando se emita el acuse de un mes, aparecerá aquí para descargarlo.',
  },
  noMatches: {
    icon: SearchX,
    title: 'No se encontraron acuses',
    description: 'Prueba con otro código o empresa.',
  },
  download: 'Descargar Acuse',
  downloading: 'Generando...',
  downloadLabel: (code: string) => `Descargar Acuse ${code}`,
} as const;

interface DeliveryReceiptsProps {
  companyId: CompanyScope;
  /** The admin's companies: shows the company column and 'Emitir Acuse'. */
  companies?: CompanyChoice[];
}

export function DeliveryReceipts({ companyId, companies }: DeliveryReceiptsProps) {
  const admin = companies !== undefined;
  const [params, setParams] = React.useState<TableParams>({
    page: 0,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: DEFAULT_RECEIPT_SORT,
    search: '',
  });
  const onParamsChange = React.useCallback(
    (next: Partial<TableParams>) =>
      setParams((prev) => ({ ...prev, ...next, page: 'page' in next ? (next.page ?? 0) : 0 })),
    [],
  );
  const receipts = useDeliveryReceipts(companyId, params);
  const download = useDownloadDeliveryReceipt();
  const [issuing, setIssuing] = React.useState(false);
  const columns = React.useMemo(() => receiptColumns(admin), [admin]);

  const rowActions = (row: DeliveryReceipt) => {
    const busy = download.isPending && download.variables === row.id;
    return (
      <Button
        variant="outline"
        size="sm"
        onClick={() => download.mutate(row.id)}
        disabled={busy}
        aria-busy={busy}
        aria-label={receiptListTexts.downloadLabel(row.code)}
      >
        <FileCheck2 aria-hidden="true" />
        {busy ? receiptListTexts.downloading : receiptListTexts.download}
      </Button>
    );
  };

  return (
    <ListSection
      id={admin ? 'admin-receipts-title' : 'client-receipts-title'}
      texts={receiptListTexts}
      onCreate={admin ? () => setIssuing(true) : undefined}
      createIcon={FileCheck2}
    >
      <SectionTable
        texts={receiptListTexts}
        columns={columns}
        query={receipts}
        params={params}
        onParamsChange={onParamsChange}
        rowActions={rowActions}
      />
      {issuing && companies && (
        <IssueReceiptDialog
          onClose={() => setIssuing(false)}
          companies={companies}
          companyId={companyId === ALL_COMPANIES ? '' : companyId}
        />
      )}
    </ListSection>
  );
}
