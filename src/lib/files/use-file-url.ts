// Opening a stored file on click: the signed URL is made then (never ahead of time, it lives 60 s).
import { useMutation } from '@tanstack/react-query';

import { getFileUrl, type FileUrlOptions } from './get-file-url';

export function useFileUrl() {
  return useMutation({
    mutationFn: ({ reference, ...opts }: { reference: string | null | undefined } & FileUrlOptions) =>
      getFileUrl(reference, opts),
  });
}

/**
 * `open(reference)` for a click handler: the tab is opened synchronously (popup blockers only allow
 * windows opened in the click itself) and pointed at the URL once it exists, or closed on failure.
 * Resolves to false on failure; the Spanish message is then in `error.message`.
 */
export function useOpenFile() {
  const mutation = useFileUrl();
  const open = async (reference: string | null | undefined, opts: FileUrlOptions = {}): Promise<boolean> => {
    const win = window.open('', '_blank');
    if (win) win.opener = null;
    try {
      const url = await mutation.mutateAsync({ reference, ...opts });
      if (win) win.location.href = url;
      else window.location.assign(url);
      return true;
    } catch {
      win?.close();
      return false;
    }
  };
  return { open, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
