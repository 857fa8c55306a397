// Admin 'Facturación': one page at a time of every company's invoices (or the header's company), searched
// by number or folio fiscal and sorted on the server; create from PDF + CFDI XML, edit, change status,
// delete with confirmation (the files go too).
import { Plus, Receipt, SearchX } from 'lucide-react';
import * as React from 'react';

import { DataTable } from '@/components/data-table/data-table';
import { useTableParams } from '@/components/data-table/use-table-params';
import { PageSection } from '@/components/page-header';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ALL_COMPANIES, type CompanyScope } from '@/lib/company-scope';
import { useOpenFile } from '@/lib/files/use-file-url';

import { useDeleteInvoice } from '../../api/delete-invoice';
import {
  adminInvoiceErrorTexts,
  DEFAULT_ADMIN_INVOICE_SORT,
  useAdminInvoices,
  type AdminInvoice,
} from '../../api/get-admin-invoices';
import { useSetInvoiceStatus } from '../../api/update-invoice';
import { createDefaults, editDefaults, type InvoiceFormInput } from '../../utils/invoice-form';
import { paymentColumn, type RenderEvidence } from '../evidence-column';
import { adminInvoiceColumns, adminInvoiceColumnsWithCompany } from './admin-invoice-columns';
import { InvoiceDialog } from './invoice-dialog';
import { InvoiceRowActions } from './invoice-row-actions';
import type { CompanyChoice } from './invoice-source-fields';

const texts = {
  title: 'Facturación',
  subtitle: 'Facturas de las empresas cliente, con su PDF y su XML (CFDI 4.0).',
  create: 'Nueva factura',
  table: 'Facturas',
  search: 'Buscar facturas',
  searchPlaceholder: 'Buscar por número o UUID...',
  loading: 'Cargando facturas...',
  empty: {
    icon: Receipt,
    title: 'No hay facturas disponibles.',
    description: 'Sube la primera con «Nueva factura».',
  },
  noMatches: {
    icon: SearchX,
    title: 'No se encontraron resultados',
    description: 'Prueba con otra búsqueda.',
  },
  openError: 'No se pudo abrir el archivo',
  deleteTitle: '¿Eliminar factura?',
  deleteDescription: (n: string) =>
    `Se eliminarán la factura ${n}, su PDF y su XML. El cliente dejará de verla. Esta acción no se puede deshacer.`,
} as const;

interface AdminInvoicesProps {
  companyId: CompanyScope;
  companies: CompanyChoice[];
  /** The deductibility file of an invoice with a payment date (composed by the route). */
  renderEvidence?: RenderEvidence;
}

type Editing = { defaults: InvoiceFormInput; invoiceId: string | null } | null;

export function AdminInvoices({ companyId, companies, renderEvidence }: AdminInvoicesProps) {
  const [params, setParams] = useTableParams({ sort: DEFAULT_ADMIN_INVOICE_SORT });
  const invoices = useAdminInvoices(companyId, params);
  const remove = useDeleteInvoice();
  const setStatus = useSetInvoiceStatus();
  const { open, opening } = useOpenFile(texts.openError);
  const [editing, setEditing] = React.useState<Editing>(null);
  const [toDelete, setToDelete] = React.useState<AdminInvoice | null>(null);
  const allCompanies = companyId === ALL_COMPANIES;
  const columns = React.useMemo(() => {
    const base = allCompanies ? adminInvoiceColumnsWithCompany : adminInvoiceColumns;
    return [...base, paymentColumn<AdminInvoice>(renderEvidence, true)];
  }, [allCompanies, renderEvidence]);

  const rowActions = React.useCallback(
    (invoice: AdminInvoice) => (
      <InvoiceRowActions
        invoice={invoice}
        opening={opening}
        onOpen={(ref) => void open(ref)}
        onEdit={(inv) => setEditing({ defaults: editDefaults(inv), invoiceId: inv.id })}
        onStatus={(inv, status) =>
          setStatus.mutate({ id: inv.id, invoiceNumber: inv.invoice_number, status })
        }
        onDelete={setToDelete}
      />
    ),
    [open, opening, setStatus],
  );

  return (
    <PageSection
      id="admin-billing-title"
      title={texts.title}
      description={texts.subtitle}
      actions={
        <Button onClick={() => setEditing({ defaults: createDefaults(companyId), invoiceId: null })}>
          <Plus aria-hidden="true" />
          {texts.create}
        </Button>
      }
    >
      <DataTable
        label={texts.table}
        columns={columns}
        query={invoices}
        params={params}
        onParamsChange={setParams}
        getRowId={(invoice) => invoice.id}
        texts={{ loading: texts.loading, error: adminInvoiceErrorTexts, empty: texts.empty }}
        noMatches={texts.noMatches}
        search={{ label: texts.search, placeholder: texts.searchPlaceholder }}
        rowActions={rowActions}
      />
      {editing && (
        <InvoiceDialog
          onOpenChange={(next) => !next && setEditing(null)}
          companies={companies}
          defaults={editing.defaults}
          invoiceId={editing.invoiceId}
        />
      )}
      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && !remove.isPending && setToDelete(null)}
        title={texts.deleteTitle}
        description={toDelete ? texts.deleteDescription(toDelete.invoice_number) : undefined}
        confirmLabel="Eliminar"
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })}
        busy={remove.isPending}
      />
    </PageSection>
  );
}
