// The toast viewport (Radix Toast, about 8 kB gzip) is not part of any page's first download: it loads with
// the first toast, or before one can be needed (sign-in starting, a user signed in).
import { loadOnce } from '@/lib/load-once';

export const loadToaster = loadOnce(() => import('@/components/ui/toaster'));
