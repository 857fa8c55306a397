// 'Nuevo Tablero' / 'Editar Tablero': company or global, title and the Looker Studio embed link, with a
// live preview; a viewing link can be converted to its embed form in one click.
import { Wand2 } from 'lucide-react';
import { useWatch } from 'react-hook-form';

import { CompanyField, type CompanyChoice } from '@/components/form/company-field';
import { FormDialog } from '@/components/form/form-dialog';
import { TextField } from '@/components/form/text-field';
import { useFormDialog } from '@/components/form/use-form-dialog';
import { Button } from '@/components/ui/button';

import type { AdminDashboard } from '../../api/get-dashboards-page';
import { useSaveDashboard } from '../../api/save-dashboard';
import { classifyDashboardLink } from '../../utils/classify';
import { dashboardDefaults, dashboardSchema, GLOBAL_OPTION } from '../../utils/dashboard-form';
import { DashboardPreview } from './dashboard-preview';

interface DashboardDialogProps {
  /** The row to edit; none for a new dashboard. Mount with a key per row so defaults apply. */
  dashboard?: AdminDashboard;
  companies: CompanyChoice[];
  scope: string;
  onClose: () => void;
}

export function DashboardDialog({ dashboard, companies, scope, onClose }: DashboardDialogProps) {
  const save = useSaveDashboard();
  const { form, submit, staleWrite } = useFormDialog({
    schema: dashboardSchema,
    defaultValues: dashboardDefaults(scope, dashboard),
    version: dashboard?.updated_at,
    storedValues: (row: AdminDashboard) => dashboardDefaults(scope, row),
    save: (values, { version, newId }) =>
      save.mutateAsync(dashboard ? { id: dashboard.id, version, values } : { newId, values }),
    onDone: onClose,
    toastsErrors: true,
  });
  const { control } = form;
  const [url, title] = useWatch({ control, name: ['url', 'title'] });
  const link = classifyDashboardLink(url.trim());

  return (
    <FormDialog
      onClose={onClose}
      title={dashboard ? 'Editar Tablero' : 'Nuevo Tablero'}
      description="Tablero de Looker Studio para una empresa o para todas."
      state={{ form, submit, isPending: save.isPending, staleWrite }}
      className="max-w-2xl"
    >
      <CompanyField control={control} name="companyId" companies={companies} extraOption={GLOBAL_OPTION} />
      <TextField control={control} name="title" label="Título" />
      <TextField
        control={control}
        name="url"
        label="Enlace para insertar (Looker Studio)"
        inputMode="url"
        placeholder="https://lookerstudio.google.com/embed/reporting/..."
      />
      {link.kind === 'convertible' && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => form.setValue('url', link.embed, { shouldValidate: true })}
        >
          <Wand2 aria-hidden="true" />
          Convertir a Enlace para Insertar
        </Button>
      )}
      <DashboardPreview url={url} title={title} />
    </FormDialog>
  );
}
