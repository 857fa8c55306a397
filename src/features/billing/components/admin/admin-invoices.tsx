// Admin 'Facturación': one page at a time of every company's invoices (or the header's company), searched
// by number or folio fiscal and sorted on the server; create from PDF + CFDI XML, edit, change status,
// delete with confirmation (the files go too).
import { FileCheck2, Receipt } from 'lucide-react';
import * as React from 'react';

import { ConfirmDeleteDialog } from '@/components/section/confirm-delete-dialog';
import { ListSection, useSectionTable } from '@/components/section/list-section';
import { noMatches, SectionTable } from '@/components/section/section-table';
import { useSectionDialogs } from '@/components/section/use-section-dialogs';
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
import { complementDialogTexts, PaymentComplementDialog } from './payment-complement-dialog';
import { RemoveComplementDialog, type ComplementTarget } from './remove-complement-dialog';

const texts = {
  title: 'Facturación',
  subtitle: 'Facturas de las empresas cliente, con su PDF y su XML (CFDI 4.0).',
  create: 'Nueva Factura',
  table: 'Facturas',
  search: 'Buscar facturas',
  searchPlaceholder: 'Buscar por número o UUID...',
  loading: 'Cargando facturas...',
  error: adminInvoiceErrorTexts,
  empty: {
    icon: Receipt,
    title: 'No hay facturas disponibles.',
    description: 'Sube la primera con «Nueva Factura».',
  },
  noMatches: noMatches('Prueba con otra búsqueda.'),
  openError: 'No se pudo abrir el archivo',
  deleteTitle: '¿Eliminar factura?',
  deleteDescription: ({ invoice_number: n }: AdminInvoice) =>
    `Se eliminarán la factura ${n}, su PDF y su XML. El cliente dejará de verla. Esta acción no se puede deshacer.`,
};

interface AdminInvoicesProps {
  companyId: CompanyScope;
  companies: CompanyChoice[];
  /** The deductibility file of an invoice with a payment date (composed by the route). */
  renderEvidence?: RenderEvidence;
}

interface Editing {
  defaults: InvoiceFormInput;
  invoice: { id: string; version: string | null } | null;
  paidByComplements: boolean;
}

export function AdminInvoices({ companyId, companies, renderEvidence }: AdminInvoicesProps) {
  const { params, table } = useSectionTable(texts, { sort: DEFAULT_ADMIN_INVOICE_SORT });
  const invoices = useAdminInvoices(companyId, params);
  const remove = useDeleteInvoice();
  const setStatus = useSetInvoiceStatus();
  const { open, opening } = useOpenFile(texts.openError);
  const { editing, toDelete, edit, closeEdit, askDelete, closeDelete } = useSectionDialogs<
    AdminInvoice,
    Editing
  >();
  const [uploadingComplement, setUploadingComplement] = React.useState(false);
  const [complementToRemove, setComplementToRemove] = React.useState<ComplementTarget | null>(null);
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
        onEdit={(inv) =>
          edit({
            defaults: editDefaults(inv),
            invoice: { id: inv.id, version: inv.updated_at },
            paidByComplements: (inv.payments ?? []).length > 0,
          })
        }
        onStatus={(inv, status) =>
          setStatus.mutate({ id: inv.id, invoiceNumber: inv.invoice_number, status })
        }
        onDelete={askDelete}
        onRemoveComplement={setComplementToRemove}
      />
    ),
    [open, opening, setStatus, edit, askDelete],
  );

  return (
    <ListSection
      id="admin-billing-title"
      texts={texts}
      onCreate={() => edit({ defaults: createDefaults(companyId), invoice: null, paidByComplements: false })}
      actions={
        <Button variant="outline" onClick={() => setUploadingComplement(true)}>
          <FileCheck2 aria-hidden="true" />
          {complementDialogTexts.open}
        </Button>
      }
    >
      <SectionTable {...table} columns={columns} query={invoices} rowActions={rowActions} />
      {editing?.row && (
        <InvoiceDialog
          onOpenChange={(next) => !next && closeEdit()}
          companies={companies}
          defaults={editing.row.defaults}
          invoice={editing.row.invoice}
          paidByComplements={editing.row.paidByComplements}
        />
      )}
      {uploadingComplement && (
        <PaymentComplementDialog
          onClose={() => setUploadingComplement(false)}
          companies={companies}
          companyId={allCompanies ? '' : companyId}
        />
      )}
      <ConfirmDeleteDialog target={toDelete} onClose={closeDelete} texts={texts} mutation={remove} />
      <RemoveComplementDialog target={complementToRemove} onClose={() => setComplementToRemove(null)} />
    </ListSection>
  );
}
