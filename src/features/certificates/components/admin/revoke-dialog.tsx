// 'Revocar constancia': a reason is required; the database's refusal (already revoked, no permission...)
// is shown in the dialog as it comes.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

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
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';

import type { Certificate } from '../../api/get-my-certificates';
import { useRevokeCertificate } from '../../api/revoke-certificate';

const schema = z.object({ reason: z.string().trim().min(1, 'Indica el motivo de la revocación.') });
type Values = z.infer<typeof schema>;

interface RevokeDialogProps {
  certificate: Certificate | null;
  onClose: () => void;
}

export function RevokeDialog({ certificate, onClose }: RevokeDialogProps) {
  const revoke = useRevokeCertificate();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const close = () => {
    if (revoke.isPending) return;
    form.reset({ reason: '' });
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!certificate) return;
    try {
      await revoke.mutateAsync({ id: certificate.id, code: certificate.code, reason });
    } catch (error) {
      form.setError('root', { message: errorMessage(error) || 'No se pudo revocar la constancia.' });
      return;
    }
    form.reset({ reason: '' });
    onClose();
  });
  const rootError = form.formState.errors.root?.message;
  return (
    <Dialog open={certificate !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Revocar constancia</DialogTitle>
          <DialogDescription>
            {certificate &&
              `${certificate.code} · ${certificate.worker_name} · ${certificate.course_title}. La verificación pública la mostrará como revocada. No se puede deshacer.`}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Motivo de la revocación</FormLabel>
                  <FormControl>
                    <Textarea rows={3} {...field} />
                  </FormControl>
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
              <Button type="button" variant="outline" onClick={close} disabled={revoke.isPending}>
                Cancelar
              </Button>
              <Button
                type="submit"
                variant="destructive"
                disabled={revoke.isPending}
                aria-busy={revoke.isPending}
              >
                {revoke.isPending ? 'Revocando...' : 'Revocar'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
