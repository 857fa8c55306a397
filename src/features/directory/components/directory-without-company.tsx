// The directory tab of a client whose profile has no company: the directory's own warning toast (its
// wording names the directory, unlike the shared notice of the other tabs) and 'Empresa No Asignada',
// under the tab's heading. Nothing is queried.
import { Building2 } from 'lucide-react';
import * as React from 'react';

import { PageSection } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/use-toast';
import { messages } from '@/config/messages';

import { DIRECTORY_TITLE_ID, directoryTexts } from './directory-texts';

export function DirectoryWithoutCompany() {
  // A notice about the profile, not a failed request: shown once when the tab opens.
  React.useEffect(() => {
    toast({
      variant: 'warning',
      title: directoryTexts.noCompanyTitle,
      description: directoryTexts.noCompanyDescription,
    });
  }, []);
  return (
    <PageSection id={DIRECTORY_TITLE_ID} title={directoryTexts.title} description={directoryTexts.subtitle}>
      <EmptyState
        icon={Building2}
        title={messages.noCompanyTitle}
        description={messages.noCompanyDescription}
      />
    </PageSection>
  );
}
