// 'Cerrar Sesión en Todos los Dispositivos' for oneself: the `revokesessions` function revokes the
// person's refresh tokens and records the moment, so every device (this one too) is refused at once; the
// screen then signs this browser out.
import { useMutation } from '@tanstack/react-query';

import { callFunction } from '@/lib/functions';

export async function revokeMySessions(): Promise<void> {
  await callFunction('revokesessions', {});
}

export const useRevokeMySessions = () =>
  useMutation({
    mutationFn: revokeMySessions,
    meta: {
      writes: ['profiles'],
      errorToast: {
        title: 'No se pudieron cerrar las sesiones',
        description: (error) => (error as Error).message,
      },
    },
  });
