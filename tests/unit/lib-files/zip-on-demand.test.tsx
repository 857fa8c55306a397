// The zip writer (JSZip) is most of the code of the screens that offer a ZIP, and most visits never ask
// for one: it is loaded when a download starts, and the download works as before.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { RepseDocuments } from '@/features/documents/components/client/repse-documents';

import { doc } from '../features/documents/repse-fixtures';
import { backend } from '../kit/fake-backend';
import { COMPANY_A, profiles } from '../kit/profiles';
import { renderWithProviders } from '../kit/render';
import { savedZip } from '../kit/saved-zip';

const loaded = vi.hoisted(() => ({ writer: false, saver: false, saveAs: vi.fn() }));
vi.mock('@/lib/files/zip-archive', async (original) => {
  loaded.writer = true;
  return original();
});
vi.mock('file-saver', () => {
  loaded.saver = true;
  return { saveAs: loaded.saveAs };
});

beforeEach(() => loaded.saveAs.mockReset());

describe('REPSE bulk download code', () => {
  it('is loaded when the person starts a download, not when the tab opens', async () => {
    const key = `repse-documents/${COMPANY_A}/sat.pdf`;
    backend.seed('documents', [doc({ name: 'Opinión SAT', month: 2, url: `storage://${key}` })]);
    backend.objects.set(key, new Blob(['%PDF sat']));
    const { user } = renderWithProviders(<RepseDocuments companyId={COMPANY_A} />, {
      profile: profiles.clientA,
    });
    const button = await screen.findByRole('button', { name: 'Descargar 1 documento (ZIP)' });
    expect(screen.getByText('Opinión SAT')).toBeInTheDocument();
    expect(loaded).toMatchObject({ writer: false, saver: false });

    await user.click(button);
    const { contents } = await savedZip(loaded.saveAs);
    expect(Object.values(contents)).toEqual(['%PDF sat']);
    expect(loaded).toMatchObject({ writer: true, saver: true });
    expect(await screen.findByText('Se han descargado 1 documentos.')).toBeInTheDocument();
  });
});
