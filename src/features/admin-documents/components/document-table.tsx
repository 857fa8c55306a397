import { capitalize, monthName } from '@/utils/format';

import type { AdminDocument } from '../api/get-admin-documents';
import { DocumentActions, type DocumentActionsProps } from './document-actions';

export const companyLabel = (doc: AdminDocument) => (doc.is_global ? 'Global' : (doc.company?.name ?? '—'));

/** md and up; phones get DocumentCards. */
export function DocumentTable({
  documents,
  ...actions
}: DocumentActionsProps & { documents: AdminDocument[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border md:block">
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
                <DocumentActions document={doc} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
