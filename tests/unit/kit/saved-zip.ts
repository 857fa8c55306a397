// The ZIP a screen handed to file-saver's saveAs (mocked in the test): its name and each entry as text.
import { waitFor } from '@testing-library/react';
import JSZip from 'jszip';
import { expect, type Mock } from 'vitest';

export async function savedZip(saveAs: Mock, timeout = 10_000) {
  // Fetching and zipping take a while on a busy runner.
  await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1), { timeout });
  const [blob, name] = saveAs.mock.calls[0] as [Blob, string];
  const zip = await JSZip.loadAsync(await blob.arrayBuffer());
  const files = Object.values(zip.files).filter((f) => !f.dir);
  const contents: Record<string, string> = Object.fromEntries(
    await Promise.all(files.map(async (f) => [f.name, await f.async('string')])),
  );
  return { name, contents };
}
