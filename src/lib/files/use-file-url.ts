// Opening a stored file on click: the signed URL is made then (never ahead of time, it lives 60 s).
// A failure reaches the user once, as a toast from the query client (meta), with the Spanish cause.
import { useMutation } from '@tanstack/react-query';

import { errorMessage } from '@/lib/errors';

import { getFileUrl, type FileUrlOptions } from './get-file-url';

type FileUrlInput = { reference: string | null | undefined } & FileUrlOptions;

export function useFileUrl(errorTitle: string) {
  return useMutation({
    mutationFn: ({ reference, ...opts }: FileUrlInput) => getFileUrl(reference, opts),
    meta: { writes: [], errorToast: { title: errorTitle, description: (error) => errorMessage(error) } },
  });
}

/**
 * `open(reference)` for a click handler (the reference may be a function that fetches it first): the tab is opened synchronously (popup blockers only allow
 * windows opened in the click itself) and pointed at the URL once it exists, or closed on failure.
 * Resolves to false on failure. `opening` is the reference being signed, for a busy button.
 */
export function useOpenFile(errorTitle: string) {
  const mutation = useFileUrl(errorTitle);
  const open = async (
    reference: string | null | undefined | (() => Promise<string>),
    opts: FileUrlOptions = {},
  ): Promise<boolean> => {
    const win = window.open('', '_blank');
    if (win) win.opener = null;
    try {
      // A reference handed over by the server at the click (e.g. once the access is logged).
      const resolved = typeof reference === 'function' ? await reference() : reference;
      const url = await mutation.mutateAsync({ reference: resolved, ...opts });
      if (win) win.location.href = url;
      else window.location.assign(url);
      return true;
    } catch {
      win?.close();
      return false;
    }
  };
  const opening = mutation.isPending ? (mutation.variables?.reference ?? null) : null;
  return { open, opening, isPending: mutation.isPending };
}
