// 'Subir resultado' / 'Reemplazar resultado': the result PDF of one request. Once saved, the company's
// clients see 'Descargar Resultado' on that request.
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';

import type { AdminLabRequest } from '../../api/get-requests-page';
import { useResultForm } from '../../hooks/use-result-form';

interface ResultDialogProps {
  request: AdminLabRequest;
  onClose: () => void;
}

export function ResultDialog({ request, onClose }: ResultDialogProps) {
  const { form, submit, isPending } = useResultForm(request, onClose);
  const rootError = form.formState.errors.root?.message;
  const close = (open: boolean) => !open && !isPending && onClose();
  const replacing = Boolean(request.result_url);
  const title = replacing ? 'Reemplazar resultado' : 'Subir resultado';

  return (
    <Dialog open onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {request.request_type}
            {request.patient_name ? ` · ${request.patient_name}` : ''}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <FormField
              control={form.control}
              name="file"
              render={({ field: { onChange, onBlur, name, ref } }) => (
                <FormItem>
                  <FormLabel>Resultado (PDF)</FormLabel>
                  <FormControl>
                    <Input
                      type="file"
                      accept="application/pdf,.pdf"
                      name={name}
                      ref={ref}
                      onBlur={onBlur}
                      onChange={(e) => {
                        form.clearErrors('root');
                        onChange(e.target.files?.[0]);
                      }}
                    />
                  </FormControl>
                  {replacing && <FormDescription>El archivo actual se reemplazará por este.</FormDescription>}
                  <FormMessage />
                </FormItem>
              )}
            />
            {rootError && (
              <p
                role="alert"
                className="rounded-md border border-destructive/50 p-3 text-sm text-destructive"
              >
                {rootError}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)} disabled={isPending}>
                Cancelar
              </Button>
              <Button type="submit" disabled={isPending} aria-busy={isPending}>
                {isPending ? 'Subiendo...' : title}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
