// Per invoice: open the PDF, the XML or a payment complement, and a menu to edit, change the status,
// remove a payment complement or delete.
import { FileX2, Pencil, Trash2 } from 'lucide-react';

import { RowMenu } from '@/components/section/row-menu';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';

import type { AdminInvoice } from '../../api/get-admin-invoices';
import {
  INVOICE_STATUSES,
  invoiceStatus,
  knownStatus,
  type InvoiceStatusValue,
} from '../../utils/invoice-status';
import { fileTexts, InvoiceFiles } from '../invoice-files';
import { complementsOf } from '../invoice-payments';
import { removeComplementDialogTexts, type ComplementTarget } from './remove-complement-dialog';

interface InvoiceRowActionsProps {
  invoice: AdminInvoice;
  opening: string | null;
  onOpen: (reference: string) => void;
  onEdit: (invoice: AdminInvoice) => void;
  onStatus: (invoice: AdminInvoice, status: InvoiceStatusValue) => void;
  onDelete: (invoice: AdminInvoice) => void;
  onRemoveComplement: (target: ComplementTarget) => void;
}

export const rowActionTexts = {
  menu: (n: string) => `Acciones de la factura ${n}`,
  edit: 'Editar',
  status: 'Cambiar Estado',
  markAs: (label: string) => `Marcar como ${label.toLowerCase()}`,
  delete: 'Eliminar',
} as const;

export function InvoiceRowActions({
  invoice,
  opening,
  onOpen,
  onEdit,
  onStatus,
  onDelete,
  onRemoveComplement,
}: InvoiceRowActionsProps) {
  const current = knownStatus(invoice.status);
  const complements = complementsOf(invoice.payments ?? []);
  return (
    <>
      <InvoiceFiles invoice={invoice} busy={opening} onFile={(ref) => onOpen(ref)} verb="Abrir" stacked />
      <RowMenu label={rowActionTexts.menu(invoice.invoice_number)}>
        <DropdownMenuItem onSelect={() => onEdit(invoice)}>
          <Pencil aria-hidden="true" />
          {rowActionTexts.edit}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{rowActionTexts.status}</DropdownMenuLabel>
        {INVOICE_STATUSES.filter((s) => s !== current).map((s) => (
          <DropdownMenuItem key={s} onSelect={() => onStatus(invoice, s)}>
            {rowActionTexts.markAs(invoiceStatus(s).label)}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        {complements.map((rep, i) => (
          <DropdownMenuItem
            key={rep.id}
            className="text-destructive"
            onSelect={() =>
              onRemoveComplement({ id: rep.id, repUuid: rep.rep_uuid, invoiceNumber: invoice.invoice_number })
            }
          >
            <FileX2 aria-hidden="true" />
            {removeComplementDialogTexts.menuItem(fileTexts.rep(i + 1, complements.length))}
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem className="text-destructive" onSelect={() => onDelete(invoice)}>
          <Trash2 aria-hidden="true" />
          {rowActionTexts.delete}
        </DropdownMenuItem>
      </RowMenu>
    </>
  );
}
