// The file field's check when a file is chosen: each picked file's content, size and type are checked
// against the bucket and the accept list (checkFile) and the reason is kept with the file (file-checks),
// then the field is validated at once, so the message shows as soon as the file is chosen and stays,
// through any submit, until another file replaces it.
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';

import { checkFile, type FileRule } from '@/lib/files/check-file';

import { noteFileProblem } from './file-checks';

export function useFileCheck<T extends FieldValues>(name: Path<T>, rule: FileRule) {
  const { trigger } = useFormContext<T>();
  return (files: File[]) => {
    const checks = files.map((file) => {
      const reason = checkFile(file, rule);
      noteFileProblem(file, 'content', reason);
      return reason;
    });
    // After the caller has put the files in the form (this render's change handler runs first).
    void Promise.all(checks).then(() => trigger(name));
  };
}
