// Shown by screens that need the profile's company when it has none: the spec's warning toast
// (once, on mount) and the 'Empresa No Asignada' empty state.
import { Building2 } from 'lucide-react';
import * as React from 'react';

import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/use-toast';
import { messages } from '@/config/messages';

export const noCompanyWarning = {
  title: 'Información de Empresa Incompleta',
  description: 'Faltan datos: tu perfil no tiene una empresa asignada.',
} as const;

export function NoCompanyNotice() {
  React.useEffect(() => {
    toast({ variant: 'warning', ...noCompanyWarning });
  }, []);
  return (
    <EmptyState
      icon={Building2}
      title={messages.noCompanyTitle}
      description={messages.noCompanyDescription}
    />
  );
}
