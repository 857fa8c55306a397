// Client tab 'Directorio': the company's contacts as a grid of cards, a page at a time with the total,
// searched on the server by name, position or email.
import { SearchX, Users } from 'lucide-react';

import { AnimatedList } from '@/components/animated-list';
import { DataList } from '@/components/data-table/data-list';
import { useTableParams } from '@/components/data-table/use-table-params';
import { PageSection } from '@/components/page-header';

import { directoryErrorTexts, useDirectory, type DirectoryEntry } from '../api/get-directory';
import { ContactCard } from './contact-card';
import { DIRECTORY_TITLE_ID, directoryTexts } from './directory-texts';

const renderCards = (entries: DirectoryEntry[]) => (
  <AnimatedList
    items={entries}
    getKey={(entry) => entry.id}
    label={directoryTexts.listLabel}
    className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
  >
    {(entry) => <ContactCard entry={entry} />}
  </AnimatedList>
);

export function CompanyDirectory({ companyId }: { companyId: string }) {
  const [params, setParams] = useTableParams();
  const directory = useDirectory(companyId, params);
  return (
    <PageSection id={DIRECTORY_TITLE_ID} title={directoryTexts.title} description={directoryTexts.subtitle}>
      <DataList
        query={directory}
        params={params}
        onParamsChange={setParams}
        texts={{
          loading: directoryTexts.loading,
          error: directoryErrorTexts,
          empty: { icon: Users, title: directoryTexts.empty, description: directoryTexts.emptyHint },
        }}
        noMatches={{
          icon: SearchX,
          title: directoryTexts.noMatches,
          description: directoryTexts.noMatchesHint,
        }}
        search={{ label: directoryTexts.search, placeholder: directoryTexts.searchPlaceholder }}
        renderRows={renderCards}
      />
    </PageSection>
  );
}
