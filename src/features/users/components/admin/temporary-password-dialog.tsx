// The temporary password, shown once: it is not stored anywhere the admin can read it again.
import { Copy } from 'lucide-react';
import * as React from 'react';

import { DialogFrame } from '@/components/form/dialog-frame';
import { Button } from '@/components/ui/button';

const texts = {
  title: 'Contraseña Temporal',
  description:
    'Compártela con el usuario por un medio seguro. Solo se muestra esta vez; deberá cambiarla al iniciar sesión.',
  copy: 'Copiar Contraseña',
  copied: 'Copiada',
  copyFailed: 'No se pudo copiar; selecciónala y cópiala a mano.',
  close: 'Entendido',
} as const;

export function TemporaryPasswordDialog({
  password,
  onClose,
}: {
  password: string | null;
  onClose: () => void;
}) {
  const [copy, setCopy] = React.useState<'idle' | 'done' | 'failed'>('idle');
  const copyPassword = () =>
    navigator.clipboard.writeText(password ?? '').then(
      () => setCopy('done'),
      () => setCopy('failed'),
    );

  const close = () => {
    setCopy('idle');
    onClose();
  };
  return (
    <DialogFrame
      open={password !== null}
      onOpenChange={(open) => !open && close()}
      title={texts.title}
      description={texts.description}
      className="max-w-md"
      footer={
        <>
          <Button variant="outline" onClick={() => void copyPassword()}>
            <Copy aria-hidden="true" />
            {copy === 'done' ? texts.copied : texts.copy}
          </Button>
          <Button onClick={close}>{texts.close}</Button>
        </>
      }
    >
      <p
        className="select-all break-all rounded-md bg-muted p-3 text-center font-mono text-lg"
        data-testid="temporary-password"
      >
        {password}
      </p>
      {copy === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {texts.copyFailed}
        </p>
      )}
    </DialogFrame>
  );
}
