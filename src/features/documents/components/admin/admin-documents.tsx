// Admin 'Documentos (REPSE)': one page at a time of every company's documents (or the header's company),
// searched and sorted on the server, opened through signed URLs, deleted with confirmation, and uploaded
// through the bulk 'Subir Documentos' dialog.
import { FolderOpen, Upload } from 'lucide-react';
import * as React from 'react';

import { LinkedItemNotice } from '@/components/linked-item-notice';
import { ConfirmDeleteDialog } from '@/components/section/confirm-delete-dialog';
import { ListSection, useSectionTable } from '@/components/section/list-section';
import { DeleteAction, OpenAction } from '@/components/section/row-actions';
import { noMatches, SectionTable } from '@/components/section/section-table';
import { useSectionDialogs } from '@/components/section/use-section-dialogs';
import type { CompanyScope } from '@/lib/company-scope';
import { useOpenFile } from '@/lib/files/use-file-url';
import { LINKED_ITEM_PARAMS, useLinkedItem } from '@/lib/linked-item';

import { useDeleteDocument } from '../../api/delete-document';
import { DEFAULT_DOCUMENT_SORT, useDocumentsPage, type AdminDocument } from '../../api/get-documents-page';
import type { UploadType } from '../../utils/upload-form';
import { documentColumns } from './document-columns';
import { UploadDialog, type CompanyChoice } from './upload-dialog';

const texts = {
  title: 'Documentos (REPSE)',
  subtitle: 'Documentos REPSE por empresa y globales.',
  upload: 'Subir Documentos',
  table: 'Documentos REPSE',
  search: 'Buscar documentos',
  searchPlaceholder: 'Buscar por nombre o tipo...',
  loading: 'Cargando documentos...',
  error: { title: 'Error', description: 'No se pudieron cargar los documentos REPSE.' },
  empty: {
    icon: FolderOpen,
    title: 'Sin Documentos',
    description: 'No hay documentos para esta selección. Sube el primero con «Subir Documentos».',
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
  const { params, table } = useSectionTable(texts, { sort: DEFAULT_DOCUMENT_SORT });
  // A notification's link (?documento=<id>) narrows the list to its document.
  const linked = useLinkedItem(LINKED_ITEM_PARAMS.document);
  const documents = useDocumentsPage(companyId, { ...params, item: linked.id });
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
    <ListSection
      id="admin-documents-title"
      texts={{ ...texts, create: texts.upload }}
      onCreate={create}
      createIcon={Upload}
    >
      {linked.id && (
        <LinkedItemNotice what="el documento" showAll="Ver Todos los Documentos" onShowAll={linked.clear} />
      )}
      <SectionTable {...table} columns={documentColumns} query={documents} rowActions={rowActions} />
      <UploadDialog
        open={editing !== null}
        onOpenChange={(next) => !next && closeEdit()}
        companies={companies}
        types={types}
        defaultCompanyId={companyId}
      />
      <ConfirmDeleteDialog target={toDelete} onClose={closeDelete} texts={texts} mutation={remove} />
    </ListSection>
  );
}
