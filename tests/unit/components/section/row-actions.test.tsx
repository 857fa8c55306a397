import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { OpenAction, RowActions } from '@/components/section/row-actions';
import { ActionMenu, RowMenu } from '@/components/section/row-menu';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';

describe('RowActions', () => {
  it('edits and deletes the row it names', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<RowActions name="Acme" onEdit={onEdit} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Editar Acme' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Editar Acme' })).toHaveTextContent('Editar');
    await user.click(screen.getByRole('button', { name: 'Eliminar Acme' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('shows each action by its visible verb, not as a bare icon', () => {
    render(<RowActions name="Acme" onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Eliminar Acme' })).toHaveTextContent(/^Eliminar$/);
    expect(screen.getByRole('button', { name: 'Editar Acme' })).toHaveTextContent(/^Editar$/);
  });

  it('edits on a screen through a link', () => {
    render(
      <MemoryRouter>
        <RowActions name="Curso 1" editTo="/admin/lms/cursos/1" onDelete={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Editar Curso 1' })).toHaveAttribute(
      'href',
      '/admin/lms/cursos/1',
    );
  });

  it('opens a file, disabled while it opens, or a link in a new tab', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const { rerender } = render(<OpenAction name="Reporte" onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: 'Abrir Reporte' }));
    expect(onOpen).toHaveBeenCalledOnce();
    rerender(<OpenAction name="Reporte" onOpen={onOpen} opening />);
    expect(screen.getByRole('button', { name: 'Abrir Reporte' })).toBeDisabled();
    rerender(<OpenAction name="Tablero" href="https://lookerstudio.google.com/x" />);
    expect(screen.getByRole('link', { name: 'Abrir Tablero' })).toHaveAttribute('target', '_blank');
  });
});

describe('RowMenu', () => {
  it('opens the row menu from its named trigger and runs an item', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <RowMenu label="Acciones de la factura F-1">
        <DropdownMenuItem onSelect={onSelect}>Editar</DropdownMenuItem>
      </RowMenu>,
    );
    await user.click(screen.getByRole('button', { name: 'Acciones de la factura F-1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    expect(onSelect).toHaveBeenCalledOnce();
  });
});

describe('ActionMenu', () => {
  const actions = (withResult: boolean, spy = vi.fn()) => [
    {
      label: 'Ver Resultado',
      onSelect: spy,
      unavailable: withResult ? undefined : 'Aún no tiene resultado.',
    },
    { label: 'Eliminar', onSelect: vi.fn(), destructive: true },
  ];

  it('names the menu after its row and offers the same items on every row, the unavailable ones disabled with their reason', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    render(
      <>
        <ActionMenu name="Química" actions={actions(true, open)} />
        <ActionMenu name="Audiometría" actions={actions(false)} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Acciones de Audiometría' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ver ResultadoAún no tiene resultado.',
      'Eliminar',
    ]);
    expect(items[0]).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Acciones de Química' }));
    const enabled = await screen.findAllByRole('menuitem');
    expect(enabled.map((item) => item.textContent)).toEqual(['Ver Resultado', 'Eliminar']);
    await user.click(enabled[0]);
    expect(open).toHaveBeenCalledOnce();
  });
});
