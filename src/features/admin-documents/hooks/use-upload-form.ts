// State of the 'Subir documento' form: values, field messages, the failure message and the submit that
// validates, uploads and reports. `onDone` runs after a successful upload (toast already shown).
import * as React from 'react';

import { toast } from '@/components/ui/use-toast';

import { validateUpload, type UploadFormErrors, type UploadFormValues } from '../utils/upload-form';
import { useUploadDocument } from './use-upload-document';

export const initialValues = (companyId: string, now = new Date()): UploadFormValues => ({
  companyId: companyId === 'all' ? '' : companyId,
  year: String(now.getFullYear()),
  month: String(now.getMonth() + 1),
  name: '',
  documentType: '',
  file: null,
});

export function useUploadForm(defaultCompanyId: string, onDone: () => void) {
  const [values, setValues] = React.useState(() => initialValues(defaultCompanyId));
  const [errors, setErrors] = React.useState<UploadFormErrors>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  const upload = useUploadDocument();

  // A changed field makes the last failure message stale (e.g. a wrong-type file just replaced).
  const set = <K extends keyof UploadFormValues>(key: K, value: UploadFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setFormError(null);
  };

  const reset = () => {
    setValues(initialValues(defaultCompanyId));
    setErrors({});
    setFormError(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateUpload(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || !values.file) return;
    const name = values.name.trim();
    try {
      await upload.mutateAsync({
        companyId: values.companyId,
        year: Number(values.year),
        month: Number(values.month),
        name,
        documentType: values.documentType.trim() || null,
        file: values.file,
      });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
      return;
    }
    toast({ variant: 'success', title: 'Documento subido', description: `${name} se guardó correctamente.` });
    onDone();
  };

  return { values, set, errors, formError, reset, submit, isPending: upload.isPending };
}
