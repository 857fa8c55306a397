// The detail of one company-month: each expected type whose period ends that month, with its status, due
// date and the delivered files (each opened through a signed URL made on click).
import { FileText } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useOpenFile } from '@/lib/files/use-file-url';
import { formatDate } from '@/utils/format';

import { periodLabel } from '../../utils/periods';
import type { Cell } from '../../utils/status';
import { StatusLight } from './status-light';

const texts = {
  description: 'Documentos esperados de los periodos que terminan este mes.',
  due: (date: string) => `Fecha límite: ${formatDate(date)}`,
  noDue: 'Sin fecha límite',
  noFiles: 'Sin archivos entregados.',
  open: (name: string) => `Abrir ${name}`,
  openErrorTitle: 'No se pudo abrir el documento',
} as const;

interface CellDialogProps {
  title: string | null;
  cells: Cell[];
  onClose: () => void;
}

export function CellDialog({ title, cells, onClose }: CellDialogProps) {
  const { open, opening } = useOpenFile(texts.openErrorTitle);
  return (
    <Dialog open={title !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          {cells.map((cell) => (
            <li key={cell.type.id} className="grid gap-2 rounded-lg border p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-medium">{cell.type.name}</h3>
                <StatusLight status={cell.status} />
              </div>
              <p className="text-sm text-muted-foreground">
                {periodLabel(cell.period)} · {cell.dueDate ? texts.due(cell.dueDate) : texts.noDue}
              </p>
              {cell.documents.length === 0 ? (
                <p className="text-sm text-muted-foreground">{texts.noFiles}</p>
              ) : (
                <ul className="flex flex-wrap gap-2">
                  {cell.documents.map((doc) => (
                    <li key={doc.id}>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => void open(doc.url)}
                        disabled={opening === doc.url}
                        aria-label={texts.open(doc.name)}
                      >
                        <FileText aria-hidden="true" />
                        <span className="max-w-56 truncate">{doc.name}</span>
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
