// Client tab 'Facturación': the company's invoices, paged, sorted and searched on the server; a table
// from md up and cards on a phone; PDF and XML open through signed URLs made at the click.
import { Receipt, SearchX } from 'lucide-react';
import * as React from 'react';

import { DataTable } from '@/components/data-table/data-table';
import { useTableParams } from '@/components/data-table/table-params';
import { PageSection } from '@/components/page-header';
import { useOpenFile } from '@/lib/files/use-file-url';

import { DEFAULT_INVOICE_SORT, invoiceErrorTexts, useInvoices, type Invoice } from '../api/get-invoices';
import { invoiceColumns } from './invoice-columns';
import { InvoiceFiles } from './invoice-files';

export const billingTexts = {
  title: 'Facturación',
  subtitle: 'Consulta tus facturas y descarga sus archivos PDF y XML.',
  table: 'Facturas de tu empresa',
  search: 'Buscar facturas',
  searchPlaceholder: 'Buscar por número de factura...',
  loading: 'Cargando facturas...',
  empty: {
    icon: Receipt,
    title: 'No hay facturas disponibles.',
    description: 'Cuando tengas facturas, aparecerán aquí.',
  },
  noMatches: {
    icon: SearchX,
    title: 'No se encontraron resultados',
    description: 'Prueba con otro número de factura.',
  },
  openError: 'Error',
} as const;

export function InvoiceList({ companyId }: { companyId: string }) {
  const [params, setParams] = useTableParams({ sort: DEFAULT_INVOICE_SORT });
  const invoices = useInvoices(companyId, params);
  const { open, opening } = useOpenFile(billingTexts.openError);

  const rowActions = React.useCallback(
    (invoice: Invoice) => (
      <InvoiceFiles invoice={invoice} opening={opening} onOpen={(reference) => void open(reference)} />
    ),
    [open, opening],
  );

  return (
    <PageSection id="billing-title" title={billingTexts.title} description={billingTexts.subtitle}>
      <DataTable
        label={billingTexts.table}
        columns={invoiceColumns}
        query={invoices}
        params={params}
        onParamsChange={setParams}
        getRowId={(invoice) => invoice.id}
        texts={{ loading: billingTexts.loading, error: invoiceErrorTexts, empty: billingTexts.empty }}
        noMatches={billingTexts.noMatches}
        search={{ label: billingTexts.search, placeholder: billingTexts.searchPlaceholder }}
        rowActions={rowActions}
      />
    </PageSection>
  );
}
