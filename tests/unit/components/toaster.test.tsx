import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Toaster } from '@/components/ui/toaster';
import { resetToasts, toast } from '@/lib/toast';

describe('Toaster', () => {
  beforeEach(() => resetToasts());

  it('shows one notification at a time and moves focus to it with F8', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Primero', description: 'uno' });
      toast({ title: 'Segundo', description: 'dos', variant: 'warning' });
    });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Segundo');
    expect(items[0]).toHaveAttribute('data-variant', 'warning');
    expect(screen.queryByText('Primero')).not.toBeInTheDocument();

    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: 'Notificaciones (F8)' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it('closes a notification with its close button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Cerrable' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar notificación' }));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
