// Client tab 'Directorio': the company's contacts as a grid of cards.
import { Users } from 'lucide-react';

import { AnimatedList } from '@/components/animated-list';
import { PageSection } from '@/components/page-header';
import { QueryStates } from '@/components/query-states';

import { directoryErrorTexts, useDirectory } from '../api/get-directory';
import { ContactCard } from './contact-card';
import { DIRECTORY_TITLE_ID, directoryTexts } from './directory-texts';

export function CompanyDirectory({ companyId }: { companyId: string }) {
  const directory = useDirectory(companyId);
  return (
    <PageSection id={DIRECTORY_TITLE_ID} title={directoryTexts.title} description={directoryTexts.subtitle}>
      <QueryStates
        query={directory}
        loading={directoryTexts.loading}
        error={directoryErrorTexts}
        empty={{ icon: Users, title: directoryTexts.empty, description: directoryTexts.emptyHint }}
      >
        {(entries) => (
          <AnimatedList
            items={entries}
            getKey={(entry) => entry.id}
            label={directoryTexts.listLabel}
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          >
            {(entry) => <ContactCard entry={entry} />}
          </AnimatedList>
        )}
      </QueryStates>
    </PageSection>
  );
}
