// The toast viewport (Radix Toast, about 8 kB gzip) is not part of any page's first download: it loads with
// the first toast, or before one can be needed (sign-in starting, a user signed in). One shared promise; a
// failed load (offline) is forgotten so that the next attempt retries.
let toasterModule: Promise<typeof import('@/components/ui/toaster')> | undefined;

export function loadToaster(): Promise<typeof import('@/components/ui/toaster')> {
  toasterModule ??= import('@/components/ui/toaster').catch((error: unknown) => {
    toasterModule = undefined;
    throw error;
  });
  return toasterModule;
}
