import { FileCheck2, FileCode2, FileText } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { Invoice } from '../api/get-invoices';
import { complementsOf, type RecordedPayment } from './invoice-payments';

interface InvoiceFilesProps {
  invoice: Pick<Invoice, 'invoice_number' | 'file_url' | 'xml_url'> & {
    payments?: readonly RecordedPayment[];
  };
  /** The reference being signed right now, if any. */
  busy: string | null;
  /** A payment complement's XML is 'rep', with its folio fiscal. */
  onFile: (reference: string, kind: 'pdf' | 'xml' | 'rep', repUuid?: string) => void;
  /** 'Descargar' for the client (saves the file), 'Abrir' where it opens. */
  verb?: string;
  /** One button over the other below 2xl widths: the admin's table has more columns than fit beside them. */
  stacked?: boolean;
}

export const fileTexts = {
  rep: (n: number, of: number) => (of === 1 ? 'REP' : `REP ${n}`),
  /** Starts with what the button shows ('Descargar REP 1'), so a spoken command finds it. */
  repLabel: (verb: string, shown: string, uuid: string, invoice: string) =>
    `${verb} ${shown} (complemento de pago ${uuid}) de la factura ${invoice}`,
} as const;

/** PDF and XML buttons, and one per payment complement; a missing file leaves its button disabled. */
export function InvoiceFiles({
  invoice,
  busy,
  onFile,
  verb = 'Descargar',
  stacked = false,
}: InvoiceFilesProps) {
  const files = [
    { kind: 'pdf', label: 'PDF', icon: FileText, reference: invoice.file_url },
    { kind: 'xml', label: 'XML', icon: FileCode2, reference: invoice.xml_url },
  ] as const;
  const complements = complementsOf(invoice.payments ?? []);

  return (
    <div className={stacked ? 'flex flex-col gap-1.5 2xl:flex-row 2xl:gap-2' : 'flex flex-wrap gap-2'}>
      {files.map(({ kind, label, icon: Icon, reference }) => (
        <Button
          key={kind}
          variant="outline"
          size="sm"
          disabled={!reference || busy === reference}
          aria-label={`${verb} ${label} de la factura ${invoice.invoice_number}`}
          onClick={() => reference && onFile(reference, kind)}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
      {complements.map((rep, i) => {
        const shown = fileTexts.rep(i + 1, complements.length);
        return (
          <Button
            key={rep.id}
            variant="outline"
            size="sm"
            disabled={busy === rep.xml_url}
            aria-label={fileTexts.repLabel(verb, shown, rep.rep_uuid, invoice.invoice_number)}
            onClick={() => onFile(rep.xml_url, 'rep', rep.rep_uuid)}
          >
            <FileCheck2 aria-hidden="true" />
            {shown}
          </Button>
        );
      })}
    </div>
  );
}
