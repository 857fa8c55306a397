import { FileCode2, FileText } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { useOpenFile } from '@/lib/files/use-file-url';
import { cn } from '@/utils/cn';

import type { Invoice } from '../api/get-invoices';

/** PDF and XML buttons: each signs its file at the click (60 s URL) and opens it in a new tab. */
export function InvoiceFiles({ invoice, className }: { invoice: Invoice; className?: string }) {
  const { open, isPending } = useOpenFile('Error');

  const files = [
    { kind: 'PDF', icon: FileText, reference: invoice.file_url },
    { kind: 'XML', icon: FileCode2, reference: invoice.xml_url },
  ] as const;

  return (
    <div className={cn('flex gap-2', className)}>
      {files.map(({ kind, icon: Icon, reference }) => (
        <Button
          key={kind}
          variant="outline"
          size="sm"
          className="flex-1 sm:flex-none"
          disabled={!reference || isPending}
          aria-label={`${kind} de la factura ${invoice.invoice_number}`}
          onClick={() => void open(reference)}
        >
          <Icon aria-hidden="true" />
          {kind}
        </Button>
      ))}
    </div>
  );
}
