// 'Subir Documentos': many PDFs at once for one company (or Global) and period, each with its own name
// and progress. A failed file keeps the others; the same button then retries the failures. Closing
// while files are unsent or uploading asks first and loses nothing: uploads keep running and the list
// stays here (this component outlives the dialog's content) until every file is uploaded.
import * as React from 'react';

import { FormDialog } from '@/components/form/form-dialog';
import { AlertDialog } from '@/components/ui/alert-dialog';

import { useUploadForm } from '../../hooks/use-upload-form';
import type { UploadType } from '../../utils/upload-form';
import { UploadFields, type CompanyChoice } from './upload-fields';
import { UploadFileList } from './upload-file-list';

export type { CompanyChoice };

export const uploadTexts = {
  title: 'Subir Documentos',
  description:
    'Documentos REPSE en PDF para una empresa o para todas, de un tipo del catálogo. Puedes elegir varios archivos.',
  submit: (n: number) => (n === 0 ? 'Subir' : n === 1 ? 'Subir 1 Archivo' : `Subir ${n} Archivos`),
  retry: 'Reintentar Fallidos',
  uploading: 'Subiendo...',
  close: 'Cancelar',
  confirmTitle: '¿Cerrar la carga?',
  confirmDescription:
    'Los documentos ya subidos se conservan y la carga en curso continúa. Los archivos pendientes o con error seguirán en la lista cuando vuelvas a abrir esta ventana.',
  confirmLabel: 'Cerrar',
  stay: 'Seguir Aquí',
} as const;

interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companies: CompanyChoice[];
  /** The catalogue's active types (undefined while they load). */
  types: UploadType[] | undefined;
  /** Preselected company (the header filter), or 'all'. */
  defaultCompanyId: string;
}

const NO_TYPES: UploadType[] = [];

export function UploadDialog({ open, onOpenChange, companies, types, defaultCompanyId }: UploadDialogProps) {
  const upload = useUploadForm(defaultCompanyId, types ?? NO_TYPES, () => onOpenChange(false));
  const [confirming, setConfirming] = React.useState(false);

  function changeOpen(next: boolean) {
    if (next) return onOpenChange(true);
    if (upload.unfinished) return setConfirming(true);
    upload.reset();
    onOpenChange(false);
  }

  const hasFailures = upload.failedCount > 0 && upload.failedCount === upload.openCount;
  return (
    <>
      <FormDialog
        open={open}
        onClose={() => changeOpen(false)}
        closeWhileBusy="ask"
        title={uploadTexts.title}
        description={uploadTexts.description}
        state={upload}
        submitLabel={hasFailures ? uploadTexts.retry : uploadTexts.submit(upload.openCount)}
        busyLabel={uploadTexts.uploading}
        cancelLabel={uploadTexts.close}
        className="max-h-[95vh]"
      >
        <UploadFields companies={companies} types={types} disabled={upload.isPending} />
        <UploadFileList
          files={upload.files}
          progress={upload.progress}
          onAdd={upload.addFiles}
          busy={upload.isPending}
        />
      </FormDialog>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={uploadTexts.confirmTitle}
        description={uploadTexts.confirmDescription}
        confirmLabel={uploadTexts.confirmLabel}
        cancelLabel={uploadTexts.stay}
        onConfirm={() => {
          setConfirming(false);
          onOpenChange(false);
        }}
      />
    </>
  );
}
