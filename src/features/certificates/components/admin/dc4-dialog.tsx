// 'Exportar DC-4 (CSV)': one company and an issue period; the file lists its valid constancias.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

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

import { useExportDc4 } from '../../api/export-dc4';
import { today } from '../../utils/dates';

const schema = z
  .object({
    companyId: z.string().min(1, 'Selecciona una empresa.'),
    from: z.string().min(1, 'Indica la fecha inicial.'),
    to: z.string().min(1, 'Indica la fecha final.'),
  })
  .refine((v) => v.from <= v.to, {
    path: ['to'],
    message: 'La fecha final debe ser posterior a la inicial.',
  });
type Values = z.infer<typeof schema>;

interface Dc4DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companies: CompanyChoice[];
  defaultCompanyId: string;
}

export function Dc4Dialog({ open, onOpenChange, companies, defaultCompanyId }: Dc4DialogProps) {
  const exportDc4 = useExportDc4();
  const day = today();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: { companyId: defaultCompanyId, from: `${day.slice(0, 4)}-01-01`, to: day },
  });
  const submit = form.handleSubmit(async ({ companyId, from, to }) => {
    const company = companies.find((c) => c.id === companyId);
    if (!company) return;
    await exportDc4.mutateAsync({ company, from, to }).then(
      () => onOpenChange(false),
      () => undefined, // the error toast comes from the mutation's meta
    );
  });
  const dateField = (name: 'from' | 'to', label: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input type="date" {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
  return (
    <Dialog open={open} onOpenChange={(next) => !exportDc4.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Exportar DC-4 (CSV)</DialogTitle>
          <DialogDescription>
            Lista de constancias vigentes de una empresa emitidas en el periodo, con los datos que pide el
            formato DC-4.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <CompanyField control={form.control} name="companyId" companies={companies} />
            <div className="grid gap-4 sm:grid-cols-2">
              {dateField('from', 'Emitidas desde')}
              {dateField('to', 'Hasta')}
            </div>
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                onClick={() => onOpenChange(false)}
                disabled={exportDc4.isPending}
              >
                Cancelar
              </Button>
              <Button type="submit" disabled={exportDc4.isPending} aria-busy={exportDc4.isPending}>
                {exportDc4.isPending ? 'Exportando...' : 'Exportar'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
