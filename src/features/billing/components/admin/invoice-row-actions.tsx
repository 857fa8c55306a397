// Per invoice: open the PDF or XML, and a menu to edit, change the status or delete.
import { Pencil, Trash2 } from 'lucide-react';

import { RowMenu } from '@/components/section/row-menu';
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';

import type { AdminInvoice } from '../../api/get-admin-invoices';
import {
  INVOICE_STATUSES,
  invoiceStatus,
  knownStatus,
  type InvoiceStatusValue,
} from '../../utils/invoice-status';
import { InvoiceFiles } from '../invoice-files';

interface InvoiceRowActionsProps {
  invoice: AdminInvoice;
  opening: string | null;
  onOpen: (reference: string) => void;
  onEdit: (invoice: AdminInvoice) => void;
  onStatus: (invoice: AdminInvoice, status: InvoiceStatusValue) => void;
  onDelete: (invoice: AdminInvoice) => void;
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
}: InvoiceRowActionsProps) {
  const current = knownStatus(invoice.status);
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
        <DropdownMenuItem className="text-destructive" onSelect={() => onDelete(invoice)}>
          <Trash2 aria-hidden="true" />
          {rowActionTexts.delete}
        </DropdownMenuItem>
      </RowMenu>
    </>
  );
}
