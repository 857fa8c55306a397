// The app's toasts load with the first one (a visitor's first download does without Radix Toast), and the
// first toast still appears, whole, once they have.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AppProvider } from '@/app/provider';
import { resetToasts, toast } from '@/lib/toast';

describe('AppProvider toasts', () => {
  beforeEach(() => resetToasts());

  it('mounts no toast region for a visitor until a toast is shown, then shows it', async () => {
    const user = userEvent.setup();
    render(
      <AppProvider>
        <button
          type="button"
          onClick={() => toast({ title: 'Error de Acceso', description: 'Revisa tus datos.' })}
        >
          Avisar
        </button>
      </AppProvider>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('region', { name: 'Notificaciones (F8)' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Avisar' }));
    const region = await screen.findByRole('region', { name: 'Notificaciones (F8)' });
    expect(await screen.findByRole('listitem')).toHaveTextContent('Error de AccesoRevisa tus datos.');
    expect(region).toContainElement(screen.getByRole('listitem'));
  });
});
