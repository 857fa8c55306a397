// Client tab 'Facturación': pending and overdue balances, then the company's invoices filtered by status
// and period, searched by number or folio fiscal, sorted and paged on the server; a table from md up and
// cards on a phone. A notification's link (?factura=<id>) narrows the list to its invoice. PDF and XML are saved under 'Factura <número>.pdf|.xml' (not opened in a tab), a payment complement
// under 'Complemento de pago <folio fiscal>.xml'; the payments it recorded are listed under the payment date.
import { Receipt } from 'lucide-react';
import * as React from 'react';

import { useTableParams } from '@/components/data-table/use-table-params';
import { LinkedItemNotice } from '@/components/linked-item-notice';
import { PageSection } from '@/components/page-header';
import { noMatches, SectionTable } from '@/components/section/section-table';
import { LINKED_ITEM_PARAMS, useLinkedItem } from '@/lib/linked-item';

import { DEFAULT_INVOICE_SORT, invoiceErrorTexts, useInvoices, type Invoice } from '../api/get-invoices';
import { complementFileName, invoiceFileName, useDownloadFile } from '../hooks/use-download-file';
import { useInvoiceFilters } from '../hooks/use-invoice-filters';
import { hasFilters } from '../utils/invoice-filters';
import { InvoiceFiltersBar } from './client/invoice-filters-bar';
import { InvoiceTotals } from './client/invoice-totals';
import { paymentColumn, type RenderEvidence } from './evidence-column';
import { invoiceColumns, invoiceColumnsWithUuid } from './invoice-columns';
import { InvoiceFiles } from './invoice-files';

export const billingTexts = {
  title: 'Facturación',
  subtitle: 'Consulta tus facturas y descarga sus archivos PDF y XML.',
  table: 'Facturas de tu empresa',
  search: 'Buscar facturas',
  searchPlaceholder: 'Buscar por número o UUID...',
  loading: 'Cargando facturas...',
  empty: {
    icon: Receipt,
    title: 'No hay facturas disponibles.',
    description: 'Cuando tengas facturas, aparecerán aquí.',
  },
  noMatches: noMatches('Prueba con otro número, folio fiscal, estado o periodo.'),
  downloadError: 'No se pudo descargar el archivo',
} as const;

interface InvoiceListProps {
  companyId: string;
  /** The deductibility file of an invoice with a payment date (composed by the route). */
  renderEvidence?: RenderEvidence;
}

export function InvoiceList({ companyId, renderEvidence }: InvoiceListProps) {
  const [params, setParams] = useTableParams({ sort: DEFAULT_INVOICE_SORT });
  const [filters, setFilters] = useInvoiceFilters();
  const linked = useLinkedItem(LINKED_ITEM_PARAMS.invoice);
  const invoices = useInvoices(companyId, params, filters, linked.id);
  const { download, downloading } = useDownloadFile(billingTexts.downloadError);
  const showUuid = invoices.data?.rows.some((invoice) => invoice.cfdi_uuid) ?? false;
  const columns = React.useMemo(() => {
    const base = showUuid ? invoiceColumnsWithUuid : invoiceColumns;
    return [...base, paymentColumn<Invoice>(renderEvidence)];
  }, [showUuid, renderEvidence]);

  const rowActions = React.useCallback(
    (invoice: Invoice) => (
      <InvoiceFiles
        invoice={invoice}
        busy={downloading}
        onFile={(reference, kind, repUuid) =>
          void download(
            reference,
            kind === 'rep'
              ? complementFileName(repUuid ?? '')
              : invoiceFileName(invoice.invoice_number, kind),
          )
        }
      />
    ),
    [download, downloading],
  );

  return (
    <PageSection id="billing-title" title={billingTexts.title} description={billingTexts.subtitle}>
      <div className="grid gap-4">
        <InvoiceTotals companyId={companyId} search={params.search} filters={filters} />
        {linked.id && (
          <LinkedItemNotice what="la factura" showAll="Ver Todas las Facturas" onShowAll={linked.clear} />
        )}
        <SectionTable
          texts={{ ...billingTexts, error: invoiceErrorTexts }}
          columns={columns}
          query={invoices}
          params={params}
          onParamsChange={setParams}
          filters={<InvoiceFiltersBar filters={filters} onChange={setFilters} />}
          filtered={hasFilters(filters)}
          rowActions={rowActions}
        />
      </div>
    </PageSection>
  );
}
