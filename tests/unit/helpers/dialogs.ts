// Finds an open Radix layer (dialog, alert dialog, menu) once a person could use it. Radix disables
// pointer events on the body when a modal layer mounts and re-enables them on the layer one render
// later; a findByRole woken by the body's style change can return the layer in between, and userEvent
// (rightly) refuses to click inside it while it has `pointer-events: none`. Waiting for that render
// removes a race, not an assertion.
import { screen, waitFor } from '@testing-library/react';

type LayerRole = 'dialog' | 'alertdialog' | 'menu';

export async function findLayer(role: LayerRole, name?: string) {
  const layer = await screen.findByRole(role, name === undefined ? {} : { name });
  await waitFor(() => expect(layer).toHaveStyle({ pointerEvents: 'auto' }));
  return layer;
}

export const findDialog = (name: string, role: 'dialog' | 'alertdialog' = 'dialog') => findLayer(role, name);
