// The public receipt page (signed out, through the app's routes): the company, month, issue time and
// fingerprints; the receipt's fingerprint recomputed in the browser (matching, and not when the data was
// altered); a dropped or picked file fingerprinted in the browser and found at its position or not found;
// an unknown code, a malformed one, and the form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { receiptFingerprint, receiptText } from '@/features/compliance/utils/receipt-fingerprint';

import { backend } from '../../../kit/fake-backend';
import { renderApp } from '../../../kit/render';
import { sha } from './fixtures';

const files = ['contenido del archivo uno', 'contenido del archivo dos'];

async function verified(alter = false) {
  const receipt = {
    company_name: 'Constructora Año Nuevo, S.A. de C.V.',
    month: '2026-03-01',
    issued_at: '2026-04-01T17:00:05+00:00',
    file_fingerprints: files.map(sha),
  };
  const fingerprint = await receiptFingerprint(receipt);
  return { ...receipt, company_name: alter ? 'Otra Empresa' : receipt.company_name, fingerprint };
}

describe('receipt fingerprint', () => {
  it('is the SHA-256 of the documented canonical text', async () => {
    const receipt = await verified();
    expect(receiptText(receipt)).toBe(
      [
        'Acuse de Entrega v1',
        'Empresa: Constructora Año Nuevo, S.A. de C.V.',
        'Mes: 2026-03',
        'Emitido: 2026-04-01T17:00:05Z',
        'Archivos: 2',
        sha(files[0]),
        sha(files[1]),
      ].join('\n'),
    );
    expect(receipt.fingerprint).toBe(sha(receiptText(receipt)));
    expect(
      receiptText({ ...receipt, file_fingerprints: [null] })
        .split('\n')
        .slice(4),
    ).toEqual(['Archivos: 1', '-']);
  });
});

describe('/verificar-entrega/:code', () => {
  it('shows only what the receipt lists, confirms its fingerprint and checks dropped and picked files', async () => {
    const receipt = await verified();
    const asked: unknown[] = [];
    backend.rpcs.verify_delivery_receipt = ({ p_code }) => {
      asked.push(p_code);
      return p_code === 'A1B2-C3D4-E5F6' ? [receipt] : [];
    };
    const { user } = renderApp('/verificar-entrega/a1b2 c3d4 e5f6');
    expect(
      await screen.findByRole('heading', { name: 'Verificación de Acuse de Entrega' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Constructora Año Nuevo, S.A. de C.V.')).toBeInTheDocument();
    expect(screen.getByText('Marzo 2026')).toBeInTheDocument();
    expect(screen.getByText('A1B2-C3D4-E5F6')).toBeInTheDocument();
    expect(screen.getByText(receipt.fingerprint)).toBeInTheDocument();
    expect(await screen.findByText('La huella del acuse coincide con su contenido')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Huellas de los Archivos' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`1.${sha(files[0])}`, `2.${sha(files[1])}`]);
    expect(asked).toEqual(['A1B2-C3D4-E5F6']);

    // A file dropped on the zone: its fingerprint is the second one.
    fireEvent.drop(screen.getByTestId('receipt-drop-zone'), {
      dataTransfer: { files: [new File([files[1]], 'nomina-marzo.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('nomina-marzo.pdf está en el acuse')).toBeInTheDocument();
    expect(screen.getByText('Su huella coincide con la del documento 2 de 2.')).toBeInTheDocument();
    expect(within(list).getByText('(coincide con tu archivo)')).toBeInTheDocument();

    // A file picked with the input that is not in the receipt.
    await user.upload(
      screen.getByLabelText('Archivo a comprobar'),
      new File(['otro contenido'], 'alterado.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('alterado.pdf no está en el acuse')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Su huella SHA-256 es ${sha('otro contenido')}`))).toBeInTheDocument();
    expect(within(list).queryByText('(coincide con tu archivo)')).not.toBeInTheDocument();
  });

  it('says so when the fingerprint does not match what the page shows', async () => {
    const altered = await verified(true);
    backend.rpcs.verify_delivery_receipt = () => [altered];
    renderApp('/verificar-entrega/A1B2-C3D4-E5F6');
    expect(await screen.findByText('La huella del acuse no coincide con su contenido')).toBeInTheDocument();
  });

  it('says so for an unknown code, refuses a malformed one without asking, and validates the form', async () => {
    const asked: unknown[] = [];
    backend.rpcs.verify_delivery_receipt = ({ p_code }) => {
      asked.push(p_code);
      return [];
    };
    const { user, location } = renderApp('/verificar-entrega/0000-0000-0000');
    expect(await screen.findByText('No encontramos un acuse con ese código')).toBeInTheDocument();
    expect(screen.getByText('0000-0000-0000')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Verificar Otro Código'), 'no-es-un-codigo');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(
      await screen.findByText('Escribe un código como el impreso en el acuse: A1B2-C3D4-E5F6.'),
    ).toBeInTheDocument();
    expect(location()).toBe('/verificar-entrega/0000-0000-0000');

    await user.clear(screen.getByLabelText('Verificar Otro Código'));
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Escribe el código del acuse.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Verificar Otro Código'));
    await user.type(screen.getByLabelText('Verificar Otro Código'), 'ffff eeee dddd');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(location()).toBe('/verificar-entrega/FFFF-EEEE-DDDD');
    await waitFor(() => expect(asked).toEqual(['0000-0000-0000', 'FFFF-EEEE-DDDD']));
  });

  it('shows a malformed code in the address as such, and asks for a code when there is none', async () => {
    backend.rpcs.verify_delivery_receipt = () => {
      throw new Error('no debe preguntarse');
    };
    const first = renderApp('/verificar-entrega/hola');
    expect(await screen.findByText('El código no tiene el formato de un acuse')).toBeInTheDocument();
    expect(screen.getByText(/«HOLA» no es un código de acuse/)).toBeInTheDocument();
    first.unmount();
    renderApp('/verificar-entrega');
    expect(
      await screen.findByText('Escribe el código impreso en el acuse de entrega o escanea su código QR.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Código del Acuse')).toBeInTheDocument();
    expect(backend.requestsTo('rpc/verify_delivery_receipt', 'POST')).toEqual([]);
  });
});
