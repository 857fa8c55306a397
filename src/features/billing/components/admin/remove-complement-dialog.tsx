// 'Eliminar Complemento': the confirmation names the complement's folio fiscal and every invoice it paid
// (read when the dialog opens; the row's own invoice until then), since each goes back to its previous
// payment. The database refuses an older installment while a newer complement exists, in Spanish.
import { ConfirmDeleteDialog } from '@/components/section/confirm-delete-dialog';

import { useComplementInvoiceNumbers } from '../../api/get-complement-payments';
import { useRemovePaymentComplement, type RemoveComplementInput } from '../../api/remove-payment-complement';

/** The complement to remove and the invoice row it was chosen from. */
export interface ComplementTarget extends RemoveComplementInput {
  invoiceNumber: string;
}

const list = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;

export const removeComplementDialogTexts = {
  title: 'Eliminar Complemento',
  description: (uuid: string, invoices: string[]) =>
    `Se eliminarán el complemento de pago ${uuid} y sus pagos de ${invoices.length === 1 ? 'la factura' : 'las facturas'} ${list(invoices)}: ${invoices.length === 1 ? 'vuelve' : 'vuelven'} al saldo y a la fecha de su pago anterior, y el cliente deja de ver este REP. Esta acción no se puede deshacer.`,
  menuItem: (shown: string) => `Eliminar Complemento${shown === 'REP' ? '' : ` (${shown})`}`,
} as const;

function Description({ target }: { target: ComplementTarget }) {
  const { data } = useComplementInvoiceNumbers(target.id);
  const invoices = data?.length ? data : [target.invoiceNumber];
  return (
    <span className="[overflow-wrap:anywhere]">
      {removeComplementDialogTexts.description(target.repUuid, invoices)}
    </span>
  );
}

interface RemoveComplementDialogProps {
  target: ComplementTarget | null;
  onClose: () => void;
}

export function RemoveComplementDialog({ target, onClose }: RemoveComplementDialogProps) {
  const remove = useRemovePaymentComplement();
  return (
    <ConfirmDeleteDialog
      target={target}
      onClose={onClose}
      texts={{
        deleteTitle: removeComplementDialogTexts.title,
        deleteDescription: (t) => <Description target={t} />,
      }}
      mutation={remove}
    />
  );
}
