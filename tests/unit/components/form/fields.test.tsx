// The kit's fields inside a form: each control named by its label, its value in the form, and the
// schema's Spanish message under it.
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { CheckboxField } from '@/components/form/checkbox-field';
import { CompanyField } from '@/components/form/company-field';
import { FileField } from '@/components/form/file-field';
import { PeriodField } from '@/components/form/period-field';
import { DateField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { Form } from '@/components/ui/form';

import { chooseOption } from '../../kit/select';

const schema = z.object({
  companyId: z.string().min(1, 'Selecciona una empresa.'),
  notes: z.string().max(5, 'Máximo 5 caracteres.'),
  date: z.string().min(1, 'Indica la fecha.'),
  year: z.string().regex(/^\d{4}$/, 'Indica el año.'),
  month: z.string(),
  file: z.custom<File | undefined>().refine((f) => f instanceof File, 'Selecciona un PDF.'),
  active: z.boolean(),
});
type Values = z.input<typeof schema>;

function Fields({ onSave }: { onSave: (values: Values) => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      companyId: '',
      notes: '',
      date: '',
      year: '',
      month: '1',
      file: undefined,
      active: false,
    },
  });
  const { control } = form;
  return (
    <Form {...form}>
      <form onSubmit={(e) => void form.handleSubmit(onSave)(e)} noValidate>
        <CompanyField
          control={control}
          name="companyId"
          companies={[{ id: 'c1', name: 'Acme' }]}
          extraOption={{ value: 'global', label: 'Global (todas las empresas)' }}
        />
        <TextareaField control={control} name="notes" label="Notas" />
        <DateField control={control} name="date" label="Fecha" />
        <PeriodField control={control} yearName="year" monthName="month" />
        <FileField control={control} name="file" label="Archivo (PDF)" accept="application/pdf" />
        <CheckboxField control={control} name="active" label="Activo" />
        <button type="submit">Guardar</button>
      </form>
    </Form>
  );
}

describe('form kit fields', () => {
  it('shows every Spanish message under its field, and saves the values once they are right', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Fields onSave={onSave} />);
    await user.type(screen.getByRole('textbox', { name: 'Notas' }), 'demasiado');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    for (const text of [
      'Selecciona una empresa.',
      'Máximo 5 caracteres.',
      'Indica la fecha.',
      'Indica el año.',
      'Selecciona un PDF.',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Empresa' })).toHaveAccessibleDescription(
      'Selecciona una empresa.',
    );
    expect(onSave).not.toHaveBeenCalled();

    await chooseOption(user, 'Empresa', 'Acme');
    await user.clear(screen.getByRole('textbox', { name: 'Notas' }));
    await user.type(screen.getByRole('textbox', { name: 'Notas' }), 'ok');
    await user.type(screen.getByLabelText('Fecha'), '01/03/2026');
    await user.type(screen.getByRole('textbox', { name: 'Año' }), '2026');
    await chooseOption(user, 'Mes', 'Marzo');
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Archivo (PDF)'), pdf);
    await user.click(screen.getByRole('checkbox', { name: 'Activo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toEqual({
      companyId: 'c1',
      notes: 'ok',
      date: '2026-03-01',
      year: '2026',
      month: '3',
      file: pdf,
      active: true,
    });
  });
});
