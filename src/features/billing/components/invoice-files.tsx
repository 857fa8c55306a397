import { FileCode2, FileText } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { Invoice } from '../api/get-invoices';

interface InvoiceFilesProps {
  invoice: Pick<Invoice, 'invoice_number' | 'file_url' | 'xml_url'>;
  /** The reference being signed right now, if any. */
  busy: string | null;
  onFile: (reference: string, kind: 'pdf' | 'xml') => void;
  /** 'Descargar' for the client (saves the file), 'Abrir' where it opens. */
  verb?: string;
  /** One button over the other below 2xl widths: the admin's table has more columns than fit beside them. */
  stacked?: boolean;
}

/** PDF and XML buttons; a missing file leaves its button disabled. */
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

  return (
    <div className={stacked ? 'flex flex-col gap-1.5 2xl:flex-row 2xl:gap-2' : 'flex gap-2'}>
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
    </div>
  );
}
