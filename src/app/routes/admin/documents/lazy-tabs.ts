// The tabs of 'Documentos (REPSE)' load their code when first needed, and can be asked for earlier: the
// section preloads them once it has shown, and a pointer over or focus on a tab asks for that one
// (lib/preloadable).
import { preloadable } from '@/lib/preloadable';

export const documentTabs = {
  list: preloadable(() => import('./list').then((m) => m.default)),
  catalogue: preloadable(() => import('./catalogue').then((m) => m.default)),
  compliance: preloadable(() => import('./compliance').then((m) => m.default)),
  deliveries: preloadable(() => import('./deliveries').then((m) => m.default)),
  account: preloadable(() => import('./company-account').then((m) => m.default)),
};
