// Admin 'Documentos (REPSE)': one page at a time of every company's documents (or the header's company),
// searched and sorted on the server, opened through signed URLs, deleted with confirmation, and uploaded
// through the bulk 'Subir documentos' dialog.
import { FolderOpen, Upload } from 'lucide-react';
import * as React from 'react';

import { useTableParams } from '@/components/data-table/use-table-params';
import { PageSection } from '@/components/page-header';
import { ConfirmDeleteDialog } from '@/components/section/confirm-delete-dialog';
import { DeleteAction, OpenAction } from '@/components/section/row-actions';
import { noMatches, SectionTable } from '@/components/section/section-table';
import { CreateButton } from '@/components/section/section-toolbar';
import { useSectionDialogs } from '@/components/section/use-section-dialogs';
import type { CompanyScope } from '@/lib/company-scope';
import { useOpenFile } from '@/lib/files/use-file-url';

import { useDeleteDocument } from '../../api/delete-document';
import { DEFAULT_DOCUMENT_SORT, useDocumentsPage, type AdminDocument } from '../../api/get-documents-page';
import type { UploadType } from '../../utils/upload-form';
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
  noMatches: noMatches('Prueba con otra búsqueda.'),
  openError: 'No se pudo abrir el documento',
  deleteTitle: '¿Eliminar documento?',
  deleteDescription: (doc: AdminDocument) =>
    `Se eliminarán «${doc.name}» y su archivo. Esta acción no se puede deshacer.`,
};

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
  const { editing, toDelete, create, closeEdit, askDelete, closeDelete } = useSectionDialogs<AdminDocument>();

  const rowActions = React.useCallback(
    (doc: AdminDocument) => (
      <>
        <OpenAction name={doc.name} onOpen={() => void open(doc.url)} opening={opening === doc.url} />
        <DeleteAction name={doc.name} onDelete={() => askDelete(doc)} />
      </>
    ),
    [open, opening, askDelete],
  );

  return (
    <PageSection
      id="admin-documents-title"
      title={texts.title}
      description={texts.subtitle}
      actions={<CreateButton label={texts.upload} icon={Upload} onClick={create} />}
    >
      <SectionTable
        texts={texts}
        columns={documentColumns}
        query={documents}
        params={params}
        onParamsChange={setParams}
        rowActions={rowActions}
      />
      <UploadDialog
        open={editing !== null}
        onOpenChange={(next) => !next && closeEdit()}
        companies={companies}
        types={types}
        defaultCompanyId={companyId}
      />
      <ConfirmDeleteDialog
        target={toDelete}
        onClose={closeDelete}
        title={texts.deleteTitle}
        description={texts.deleteDescription}
        mutation={remove}
      />
    </PageSection>
  );
}
