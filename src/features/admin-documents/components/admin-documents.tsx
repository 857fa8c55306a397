// Admin 'Documentos (REPSE)': every company's documents (or the header's company), newest period first,
// opened through signed URLs, deleted with confirmation, and uploaded through the 'Subir documento' dialog.
import { FolderOpen, Upload } from 'lucide-react';
import * as React from 'react';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBlock } from '@/components/ui/error-block';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useOpenFile } from '@/lib/files/use-file-url';

import { useAdminDocuments, type AdminDocument } from '../api/get-admin-documents';
import { useDeleteDocument } from '../hooks/use-delete-document';
import { DocumentCards } from './document-cards';
import { DocumentTable } from './document-table';
import { UploadDialog, type CompanyChoice } from './upload-dialog';

const texts = {
  title: 'Documentos (REPSE)',
  subtitle: 'Documentos REPSE por empresa y globales.',
  upload: 'Subir documento',
  loading: 'Cargando documentos...',
  error: 'No se pudieron cargar los documentos REPSE.',
  emptyTitle: 'Sin Documentos',
  empty: 'No hay documentos para esta selección. Sube el primero con «Subir documento».',
  openError: 'No se pudo abrir el documento',
  deleteTitle: '¿Eliminar documento?',
  deleted: 'Documento eliminado',
  deleteError: 'No se pudo eliminar el documento. Inténtalo de nuevo.',
} as const;

interface AdminDocumentsProps {
  /** Header filter: a company id or 'all'. */
  companyId: string;
  companies: CompanyChoice[];
}

export function AdminDocuments({ companyId, companies }: AdminDocumentsProps) {
  const documents = useAdminDocuments(companyId);
  const remove = useDeleteDocument();
  const { open, error: openError } = useOpenFile();
  const [uploading, setUploading] = React.useState(false);
  const [openingId, setOpeningId] = React.useState<string | null>(null);
  const [toDelete, setToDelete] = React.useState<AdminDocument | null>(null);

  React.useEffect(() => {
    if (openError) toast({ variant: 'destructive', title: texts.openError, description: openError.message });
  }, [openError]);

  const openDocument = async (doc: AdminDocument) => {
    setOpeningId(doc.id);
    await open(doc.url);
    setOpeningId(null);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete);
      toast({ variant: 'success', title: texts.deleted, description: toDelete.name });
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: texts.deleteError });
    }
    setToDelete(null);
  };

  const actions = {
    openingId,
    onOpen: (doc: AdminDocument) => void openDocument(doc),
    onDelete: setToDelete,
  };

  return (
    <section className="grid gap-6" aria-labelledby="admin-documents-title">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="admin-documents-title" className="text-2xl font-bold tracking-tight">
            {texts.title}
          </h2>
          <p className="text-muted-foreground">{texts.subtitle}</p>
        </div>
        <Button onClick={() => setUploading(true)}>
          <Upload aria-hidden="true" />
          {texts.upload}
        </Button>
      </header>
      {documents.isPending && <LoadingBlock text={texts.loading} />}
      {documents.isError && (
        <ErrorBlock title="Error" description={texts.error} onRetry={() => void documents.refetch()} />
      )}
      {documents.isSuccess && documents.data.length === 0 && (
        <EmptyState icon={FolderOpen} title={texts.emptyTitle} description={texts.empty} />
      )}
      {documents.isSuccess && documents.data.length > 0 && (
        <>
          <DocumentTable documents={documents.data} {...actions} />
          <DocumentCards documents={documents.data} {...actions} />
        </>
      )}
      <UploadDialog
        open={uploading}
        onOpenChange={setUploading}
        companies={companies}
        defaultCompanyId={companyId}
      />
      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && !remove.isPending && setToDelete(null)}
        title={texts.deleteTitle}
        description={
          toDelete
            ? `Se eliminarán «${toDelete.name}» y su archivo. Esta acción no se puede deshacer.`
            : undefined
        }
        confirmLabel="Eliminar"
        onConfirm={() => void confirmDelete()}
        busy={remove.isPending}
      />
    </section>
  );
}
