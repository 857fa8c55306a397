// The files of a bulk upload: a multiple file picker, then one row per file with its editable document
// name and its state (Pendiente, Subiendo, Listo, or Error with the reason). Sent files are locked.
import { X } from 'lucide-react';
import type { UseFieldArrayReturn } from 'react-hook-form';
import { useFormContext, useFormState } from 'react-hook-form';

import { FileField } from '@/components/form/file-field';
import { TextField } from '@/components/form/text-field';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

import type { UploadFormInput, UploadFormOutput } from '../../utils/upload-form';
import {
  isOpen,
  progressOf,
  statusLabels,
  type ProgressMap,
  type UploadStatus,
} from '../../utils/upload-progress';

const variants: Record<UploadStatus, BadgeProps['variant']> = {
  pending: 'secondary',
  uploading: 'info',
  done: 'success',
  error: 'destructive',
};

interface UploadFileListProps {
  files: UseFieldArrayReturn<UploadFormInput, 'files', 'key'>;
  progress: ProgressMap;
  onAdd: (files: File[]) => void;
  busy: boolean;
}

export function UploadFileList({ files, progress, onAdd, busy }: UploadFileListProps) {
  const { control } = useFormContext<UploadFormInput, unknown, UploadFormOutput>();
  // A file refused when it was chosen (its content, size) keeps its reason on its row until removed.
  const { errors } = useFormState({ control, name: 'files' });
  const done = files.fields.filter((f) => progressOf(progress, f.id).status === 'done').length;
  return (
    <div className="grid gap-3">
      <FileField
        control={control}
        name="files"
        label="Archivos (PDF)"
        accept="application/pdf,.pdf"
        bucket="repse-documents"
        multiple
        disabled={busy}
        onPick={onAdd}
      />
      {files.fields.length > 0 && (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {`${done} de ${files.fields.length} archivos subidos`}
          </p>
          <ul aria-label="Archivos seleccionados" className="grid max-h-72 gap-2 overflow-y-auto pr-1">
            {files.fields.map((item, index) => {
              const state = progressOf(progress, item.id);
              const editable = isOpen(state) && !busy;
              const refused = errors.files?.[index]?.file?.message;
              return (
                <li key={item.key} className="grid gap-1 rounded-md border p-2">
                  <div className="flex min-w-0 items-center gap-2">
                    <span className="min-w-0 flex-1 truncate text-xs text-muted-foreground">
                      {item.file.name}
                    </span>
                    <Badge variant={variants[state.status]}>{statusLabels[state.status]}</Badge>
                    {editable && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-7"
                        aria-label={`Quitar ${item.file.name}`}
                        onClick={() => files.remove(index)}
                      >
                        <X aria-hidden="true" />
                      </Button>
                    )}
                  </div>
                  <TextField
                    control={control}
                    name={`files.${index}.name`}
                    label={`Nombre de ${item.file.name}`}
                    hideLabel
                    disabled={!editable}
                  />
                  {refused && <p className="text-sm text-destructive">{refused}</p>}
                  {state.status === 'error' && <p className="text-sm text-destructive">{state.error}</p>}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
