import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ConfirmDeleteDialog, type DeleteMutation } from '@/components/section/confirm-delete-dialog';

interface Row {
  id: string;
  name: string;
}

const ROW: Row = { id: '1', name: 'Acme' };

/** A delete that settles only when the test says so. */
function pendingDelete() {
  let settle = () => undefined as void;
  const mutate = vi.fn((_row: Row, options: { onSettled: () => void }) => {
    settle = options.onSettled;
  });
  return { mutate, settle: () => settle() };
}

function Harness({ mutation }: { mutation: Omit<DeleteMutation<Row>, 'isPending'> }) {
  const [target, setTarget] = React.useState<Row | null>(ROW);
  const [pending, setPending] = React.useState(false);
  return (
    <ConfirmDeleteDialog
      target={target}
      onClose={() => {
        setPending(false);
        setTarget(null);
      }}
      texts={{
        deleteTitle: '¿Eliminar empresa?',
        deleteDescription: (row: Row) => `Se eliminará «${row.name}».`,
      }}
      mutation={{
        isPending: pending,
        mutate: (row, options) => {
          setPending(true);
          mutation.mutate(row, options);
        },
      }}
    />
  );
}

describe('ConfirmDeleteDialog', () => {
  it('names the row, runs the delete and stays busy until it settles', async () => {
    const user = userEvent.setup();
    const remove = pendingDelete();
    render(<Harness mutation={remove} />);
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar empresa?' });
    expect(within(dialog).getByText('Se eliminará «Acme».')).toBeInTheDocument();
    // Styled as destructive (the red variant), never as the blue primary action.
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toHaveClass('bg-destructive');
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).not.toHaveClass('bg-primary');

    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(remove.mutate).toHaveBeenCalledWith(ROW, expect.anything());
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    React.act(() => remove.settle());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes on Cancelar without deleting', async () => {
    const user = userEvent.setup();
    const remove = pendingDelete();
    render(<Harness mutation={remove} />);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(remove.mutate).not.toHaveBeenCalled();
  });
});
