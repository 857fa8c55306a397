import { ExternalLink, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { capitalize, monthName } from '@/utils/format';

import type { AdminDocument } from '../api/get-admin-documents';

interface DocumentTableProps {
  documents: AdminDocument[];
  openingId: string | null;
  onOpen: (document: AdminDocument) => void;
  onDelete: (document: AdminDocument) => void;
}

const companyLabel = (doc: AdminDocument) => (doc.is_global ? 'Global' : (doc.company?.name ?? '—'));

export function DocumentTable({ documents, openingId, onOpen, onDelete }: DocumentTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            {['Empresa', 'Año', 'Mes', 'Nombre', 'Tipo'].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium">
                {h}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Acciones
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {documents.map((doc) => (
            <tr key={doc.id}>
              <td className="px-4 py-3">{companyLabel(doc)}</td>
              <td className="px-4 py-3">{doc.year}</td>
              <td className="px-4 py-3">{capitalize(monthName(doc.month))}</td>
              <td className="min-w-40 px-4 py-3 font-medium">{doc.name}</td>
              <td className="px-4 py-3 text-muted-foreground">{doc.document_type || '—'}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onOpen(doc)}
                    disabled={openingId === doc.id}
                    aria-label={`Abrir ${doc.name}`}
                  >
                    <ExternalLink aria-hidden="true" />
                    Abrir
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => onDelete(doc)}
                    aria-label={`Eliminar ${doc.name}`}
                  >
                    <Trash2 className="text-destructive" aria-hidden="true" />
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
