// 'Nuevo tablero' / 'Editar tablero': company or global, title and the Looker Studio embed link, with a
// live preview; a viewing link can be converted to its embed form in one click.
import { zodResolver } from '@hookform/resolvers/zod';
import { Wand2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';

import { CompanyField, type CompanyChoice } from '@/components/form/company-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

import type { AdminDashboard } from '../../api/get-dashboards-page';
import { useSaveDashboard } from '../../api/save-dashboard';
import { classifyDashboardLink } from '../../utils/classify';
import {
  dashboardDefaults,
  dashboardSchema,
  GLOBAL_OPTION,
  type DashboardFormValues,
} from '../../utils/dashboard-form';
import { DashboardPreview } from './dashboard-preview';

interface DashboardDialogProps {
  /** The row to edit; none for a new dashboard. Mount with a key per row so defaults apply. */
  dashboard?: AdminDashboard;
  companies: CompanyChoice[];
  scope: string;
  onClose: () => void;
}

export function DashboardDialog({ dashboard, companies, scope, onClose }: DashboardDialogProps) {
  const form = useForm<DashboardFormValues>({
    resolver: zodResolver(dashboardSchema),
    defaultValues: dashboardDefaults(scope, dashboard),
  });
  const save = useSaveDashboard();
  const [url, title] = useWatch({ control: form.control, name: ['url', 'title'] });
  const link = classifyDashboardLink(url.trim());

  const submit = form.handleSubmit((values) =>
    save.mutate({ id: dashboard?.id, values }, { onSuccess: onClose }),
  );
  const close = (open: boolean) => !open && !save.isPending && onClose();

  return (
    <Dialog open onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{dashboard ? 'Editar tablero' : 'Nuevo tablero'}</DialogTitle>
          <DialogDescription>Tablero de Looker Studio para una empresa o para todas.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <CompanyField
              control={form.control}
              name="companyId"
              companies={companies}
              extraOption={GLOBAL_OPTION}
            />
            <FormField
              control={form.control}
              name="title"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Título</FormLabel>
                  <FormControl>
                    <Input {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="url"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Enlace para insertar (Looker Studio)</FormLabel>
                  <FormControl>
                    <Input
                      inputMode="url"
                      placeholder="https://lookerstudio.google.com/embed/reporting/..."
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            {link.kind === 'convertible' && (
              <Button
                type="button"
                variant="outline"
                className="justify-self-start"
                onClick={() => form.setValue('url', link.embed, { shouldValidate: true })}
              >
                <Wand2 aria-hidden="true" />
                Convertir a enlace para insertar
              </Button>
            )}
            <DashboardPreview url={url} title={title} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)} disabled={save.isPending}>
                Cancelar
              </Button>
              <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
                {save.isPending ? 'Guardando...' : 'Guardar'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
