import { FileCode2, FileText } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { Invoice } from '../api/get-invoices';

interface InvoiceFilesProps {
  invoice: Invoice;
  /** The reference being signed right now, if any. */
  opening: string | null;
  onOpen: (reference: string) => void;
}

/** PDF and XML buttons; a missing file leaves its button disabled. */
export function InvoiceFiles({ invoice, opening, onOpen }: InvoiceFilesProps) {
  const files = [
    { kind: 'PDF', icon: FileText, reference: invoice.file_url },
    { kind: 'XML', icon: FileCode2, reference: invoice.xml_url },
  ] as const;

  return (
    <div className="flex gap-2">
      {files.map(({ kind, icon: Icon, reference }) => (
        <Button
          key={kind}
          variant="outline"
          size="sm"
          disabled={!reference || opening === reference}
          aria-label={`${kind} de la factura ${invoice.invoice_number}`}
          onClick={() => reference && onOpen(reference)}
        >
          <Icon aria-hidden="true" />
          {kind}
        </Button>
      ))}
    </div>
  );
}
