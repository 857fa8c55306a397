// What a client whose profile has no company sees instead of a tab: the tab's heading (so a phone user
// knows where it is), 'Empresa No Asignada' with the provider's phone and email, and the spec's warning
// toast once per browser session rather than on every tab.
import { Building2, Mail, Phone } from 'lucide-react';
import * as React from 'react';

import { PageSection } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { env } from '@/config/env';
import { messages } from '@/config/messages';
import { toast, type ToastInput } from '@/lib/toast';

export const noCompanyWarning = {
  title: 'Información de Empresa Incompleta',
  description: 'Faltan datos: tu perfil no tiene una empresa asignada.',
} as const;

const WARNED_KEY = 'portal.no-company-warned';

/** The warning toast, unless this browser session has already shown it. */
export function useNoCompanyWarning(input: ToastInput = noCompanyWarning) {
  React.useEffect(() => {
    if (sessionStorage.getItem(WARNED_KEY)) return;
    sessionStorage.setItem(WARNED_KEY, '1');
    toast({ variant: 'warning', ...input });
    // Shown once: later changes of the text must not show it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export function ProviderContact() {
  const { phone, email } = env.contact;
  return (
    <p className="flex max-w-full flex-col items-center gap-2 text-sm sm:flex-row sm:flex-wrap sm:justify-center sm:gap-4">
      <a
        href={`tel:${phone.replace(/[^\d+]/g, '')}`}
        className="inline-flex items-center gap-2 font-medium text-primary hover:underline"
      >
        <Phone className="size-4" aria-hidden="true" />
        {phone}
      </a>
      <a
        href={`mailto:${email}`}
        className="inline-flex items-center gap-2 font-medium text-primary hover:underline"
      >
        <Mail className="size-4" aria-hidden="true" />
        {email}
      </a>
    </p>
  );
}

export function NoCompanyEmptyState() {
  return (
    <EmptyState
      icon={Building2}
      title={messages.noCompanyTitle}
      description={messages.noCompanyDescription}
      action={<ProviderContact />}
    />
  );
}

export function NoCompanyNotice({ title }: { title: string }) {
  useNoCompanyWarning();
  return (
    <PageSection id="no-company-title" title={title}>
      <NoCompanyEmptyState />
    </PageSection>
  );
}
