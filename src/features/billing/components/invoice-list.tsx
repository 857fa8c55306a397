// Client tab 'Facturación': the company's invoices, a table on desktop and cards on a phone.
import { Receipt } from 'lucide-react';
import * as React from 'react';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBlock } from '@/components/ui/error-block';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';

import { useInvoices } from '../api/get-invoices';
import { InvoiceCards } from './invoice-cards';
import { InvoiceTable } from './invoice-table';

export const billingTexts = {
  title: 'Facturación',
  subtitle: 'Consulta tus facturas y descarga sus archivos PDF y XML.',
  loading: 'Cargando facturas...',
  empty: 'No hay facturas disponibles.',
  emptyHint: 'Cuando tengas facturas, aparecerán aquí.',
  errorTitle: 'Error de Carga',
  errorDescription: 'No se pudieron cargar las facturas.',
} as const;

export function InvoiceList({ companyId }: { companyId: string | null }) {
  const invoices = useInvoices(companyId);

  React.useEffect(() => {
    if (!invoices.isError) return;
    toast({
      variant: 'destructive',
      title: billingTexts.errorTitle,
      description: billingTexts.errorDescription,
    });
  }, [invoices.isError]);

  const rows = invoices.data ?? [];

  return (
    <section className="space-y-6" aria-labelledby="billing-title">
      <header>
        <h2 id="billing-title" className="text-2xl font-bold tracking-tight">
          {billingTexts.title}
        </h2>
        <p className="text-sm text-muted-foreground">{billingTexts.subtitle}</p>
      </header>

      {companyId && invoices.isPending && <LoadingBlock text={billingTexts.loading} />}

      {invoices.isError && (
        <ErrorBlock
          title={billingTexts.errorTitle}
          description={billingTexts.errorDescription}
          onRetry={() => void invoices.refetch()}
        />
      )}

      {invoices.isSuccess && rows.length === 0 && (
        <EmptyState icon={Receipt} title={billingTexts.empty} description={billingTexts.emptyHint} />
      )}

      {invoices.isSuccess && rows.length > 0 && (
        <>
          <div className="hidden xl:block">
            <InvoiceTable invoices={rows} />
          </div>
          <div className="xl:hidden">
            <InvoiceCards invoices={rows} />
          </div>
        </>
      )}
    </section>
  );
}
