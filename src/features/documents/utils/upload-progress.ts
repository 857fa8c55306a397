// Where each file of a bulk upload stands. Kept outside the form values: the form holds what the admin
// chose, this holds what the server answered.
export type UploadStatus = 'pending' | 'uploading' | 'done' | 'error';

export interface ItemProgress {
  status: UploadStatus;
  /** The Spanish reason of a failure. */
  error?: string;
  /** A failure after the file reached Storage, whose row may exist: the retry sends only the row. */
  stored?: string;
}

export type ProgressMap = Record<string, ItemProgress>;

export const statusLabels: Record<UploadStatus, string> = {
  pending: 'Pendiente',
  uploading: 'Subiendo',
  done: 'Listo',
  error: 'Error',
};

export const progressOf = (map: ProgressMap, id: string): ItemProgress => map[id] ?? { status: 'pending' };

/** Files that still need a try: never sent, or failed. */
export const isOpen = (progress: ItemProgress) =>
  progress.status === 'pending' || progress.status === 'error';
