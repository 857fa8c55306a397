import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { OpenAction, RowActions } from '@/components/section/row-actions';
import { RowMenu } from '@/components/section/row-menu';
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

  it('shows a compact edit as an icon with its name as tooltip, and edits on a screen through a link', () => {
    const { unmount } = render(<RowActions name="Acme" onEdit={vi.fn()} onDelete={vi.fn()} compact />);
    expect(screen.getByRole('button', { name: 'Editar Acme' })).toHaveAttribute('title', 'Editar Acme');
    unmount();
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
