// The portal's own date and file pickers speak Spanish whatever the browser's language: dates are read
// and typed as dd/mm/aaaa (the form keeps aaaa-mm-dd), files are chosen with a Spanish button that shows
// the chosen name.
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { DateRangeFilter, type DateRange } from '@/components/data-table/date-range-filter';
import { DateField } from '@/components/form/date-field';
import { FileField } from '@/components/form/file-field';
import { Form } from '@/components/ui/form';
import { messages } from '@/config/messages';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const schema = z.object({
  day: z.string().regex(DAY, messages.invalidDate),
  file: z.custom<File | undefined>(),
});
type Values = z.input<typeof schema>;

function DateForm({ initial, onSave }: { initial: string; onSave: (values: Values) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { day: initial } });
  return (
    <Form {...form}>
      <form onSubmit={(e) => void form.handleSubmit(onSave)(e)} noValidate>
        <DateField control={form.control} name="day" label="Fecha de emisión" />
        <FileField control={form.control} name="file" label="PDF de la factura" accept="application/pdf" />
        <button type="submit">Guardar</button>
        <button type="button" onClick={() => form.reset({ day: '2026-12-24' })}>
          Restablecer
        </button>
      </form>
    </Form>
  );
}

describe('date field', () => {
  it('shows a stored day as dd/mm/aaaa and saves what is typed as aaaa-mm-dd', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<DateForm initial="2026-03-05" onSave={onSave} />);
    const input = screen.getByRole('textbox', { name: 'Fecha de emisión' });
    expect(input).toHaveValue('05/03/2026');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');

    await user.clear(input);
    await user.type(input, '07112026');
    expect(input).toHaveValue('07/11/2026');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ day: '2026-11-07' });
  });

  it('pads a day typed without zeros once the field is left', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<DateForm initial="" onSave={onSave} />);
    const input = screen.getByRole('textbox', { name: 'Fecha de emisión' });
    await user.type(input, '5/3/2026');
    await user.tab();
    expect(input).toHaveValue('05/03/2026');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ day: '2026-03-05' });
  });

  it('refuses a day that does not exist, with the Spanish message under the field', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<DateForm initial="2026-03-05" onSave={onSave} />);
    const input = screen.getByRole('textbox', { name: 'Fecha de emisión' });
    await user.clear(input);
    await user.type(input, '31022026');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(messages.invalidDate)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a value set from outside (a reset) in the same format', async () => {
    const user = userEvent.setup();
    render(<DateForm initial="" onSave={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Restablecer' }));
    expect(screen.getByRole('textbox', { name: 'Fecha de emisión' })).toHaveValue('24/12/2026');
  });
});

describe('file field', () => {
  it('offers a Spanish button and names the chosen file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<DateForm initial="" onSave={vi.fn()} />);
    expect(screen.getByText('Seleccionar Archivo')).toBeInTheDocument();
    expect(screen.getByText('Ningún archivo seleccionado')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('PDF de la factura'), new File(['%PDF'], 'A-1001.pdf'));
    expect(screen.getByText('A-1001.pdf')).toBeInTheDocument();
    expect(screen.queryByText('Ningún archivo seleccionado')).not.toBeInTheDocument();
  });
});

describe('date range filter', () => {
  function Filter({ onChange }: { onChange: (change: Partial<DateRange>) => void }) {
    return <DateRangeFilter id="t" value={{ from: '2026-03-01', to: '' }} onChange={onChange} />;
  }

  it('reads dd/mm/aaaa, and leaves an end open while its day is unfinished', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Filter onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: 'Desde' })).toHaveValue('01/03/2026');
    const to = screen.getByRole('textbox', { name: 'Hasta' });
    await user.type(to, '3103');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(to, '2026');
    expect(onChange).toHaveBeenLastCalledWith({ to: '2026-03-31' });
    expect(to).toHaveAttribute('aria-invalid', 'false');
  });

  it('does not take an end before the other one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Filter onChange={onChange} />);
    const to = screen.getByRole('textbox', { name: 'Hasta' });
    await user.type(to, '28022026');
    expect(onChange).not.toHaveBeenCalled();
    expect(to).toHaveAttribute('aria-invalid', 'true');
  });
});
