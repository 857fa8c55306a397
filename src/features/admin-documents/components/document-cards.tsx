// Phones: one card per document instead of a six-column table that would not fit 390 px.
import { Badge } from '@/components/ui/badge';
import { capitalize, monthName } from '@/utils/format';

import type { AdminDocument } from '../api/get-admin-documents';
import { DocumentActions, type DocumentActionsProps } from './document-actions';
import { companyLabel } from './document-table';

export function DocumentCards({
  documents,
  ...actions
}: DocumentActionsProps & { documents: AdminDocument[] }) {
  return (
    <ul className="divide-y rounded-lg border md:hidden">
      {documents.map((doc) => (
        <li key={doc.id} className="grid gap-2 p-4">
          <p className="break-words font-medium">{doc.name}</p>
          <p className="text-sm text-muted-foreground">
            {companyLabel(doc)} · {capitalize(monthName(doc.month))} {doc.year}
          </p>
          <div className="flex items-center justify-between gap-2">
            {doc.document_type ? <Badge variant="secondary">{doc.document_type}</Badge> : <span />}
            <DocumentActions document={doc} {...actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
