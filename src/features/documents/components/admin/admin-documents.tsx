// Admin 'Documentos (REPSE)': one page at a time of every company's documents (or the header's company),
// searched and sorted on the server, opened through signed URLs, deleted with confirmation, and uploaded
// through the bulk 'Subir documentos' dialog.
import { FolderOpen, SearchX, Upload } from 'lucide-react';
import * as React from 'react';

import { DataTable } from '@/components/data-table/data-table';
import { useTableParams } from '@/components/data-table/use-table-params';
import { PageSection } from '@/components/page-header';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import type { CompanyScope } from '@/lib/company-scope';
import { useOpenFile } from '@/lib/files/use-file-url';

import { useDeleteDocument } from '../../api/delete-document';
import { DEFAULT_DOCUMENT_SORT, useDocumentsPage, type AdminDocument } from '../../api/get-documents-page';
import type { UploadType } from '../../utils/upload-form';
import { DocumentActions } from './document-actions';
import { documentColumns } from './document-columns';
import { UploadDialog, type CompanyChoice } from './upload-dialog';

const texts = {
  title: 'Documentos (REPSE)',
  subtitle: 'Documentos REPSE por empresa y globales.',
  upload: 'Subir documentos',
  table: 'Documentos REPSE',
  search: 'Buscar documentos',
  searchPlaceholder: 'Buscar por nombre o tipo...',
  loading: 'Cargando documentos...',
  error: { title: 'Error', description: 'No se pudieron cargar los documentos REPSE.' },
  empty: {
    icon: FolderOpen,
    title: 'Sin Documentos',
    description: 'No hay documentos para esta selección. Sube el primero con «Subir documentos».',
  },
  noMatches: {
    icon: SearchX,
    title: 'No se encontraron resultados',
    description: 'Prueba con otra búsqueda.',
  },
  openError: 'No se pudo abrir el documento',
  deleteTitle: '¿Eliminar documento?',
  deleteDescription: (name: string) =>
    `Se eliminarán «${name}» y su archivo. Esta acción no se puede deshacer.`,
} as const;

interface AdminDocumentsProps {
  companyId: CompanyScope;
  companies: CompanyChoice[];
  /** The catalogue's active document types for the upload (undefined while they load). */
  types: UploadType[] | undefined;
}

export function AdminDocuments({ companyId, companies, types }: AdminDocumentsProps) {
  const [params, setParams] = useTableParams({ sort: DEFAULT_DOCUMENT_SORT });
  const documents = useDocumentsPage(companyId, params);
  const remove = useDeleteDocument();
  const { open, opening } = useOpenFile(texts.openError);
  const [uploading, setUploading] = React.useState(false);
  const [toDelete, setToDelete] = React.useState<AdminDocument | null>(null);

  const rowActions = React.useCallback(
    (doc: AdminDocument) => (
      <DocumentActions
        document={doc}
        opening={opening === doc.url}
        onOpen={(d) => void open(d.url)}
        onDelete={setToDelete}
      />
    ),
    [open, opening],
  );

  return (
    <PageSection
      id="admin-documents-title"
      title={texts.title}
      description={texts.subtitle}
      actions={
        <Button onClick={() => setUploading(true)}>
          <Upload aria-hidden="true" />
          {texts.upload}
        </Button>
      }
    >
      <DataTable
        label={texts.table}
        columns={documentColumns}
        query={documents}
        params={params}
        onParamsChange={setParams}
        getRowId={(doc) => doc.id}
        texts={{ loading: texts.loading, error: texts.error, empty: texts.empty }}
        noMatches={texts.noMatches}
        search={{ label: texts.search, placeholder: texts.searchPlaceholder }}
        rowActions={rowActions}
      />
      <UploadDialog
        open={uploading}
        onOpenChange={setUploading}
        companies={companies}
        types={types}
        defaultCompanyId={companyId}
      />
      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && !remove.isPending && setToDelete(null)}
        title={texts.deleteTitle}
        description={toDelete ? texts.deleteDescription(toDelete.name) : undefined}
        confirmLabel="Eliminar"
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })}
        busy={remove.isPending}
      />
    </PageSection>
  );
}
