// The directory tab of a client whose profile has no company: the directory's own warning toast (its
// wording names the directory, unlike the shared notice of the other tabs) and 'Empresa No Asignada',
// under the tab's heading. Nothing is queried.
import { NoCompanyEmptyState, useNoCompanyWarning } from '@/components/no-company-notice';
import { PageSection } from '@/components/page-header';

import { DIRECTORY_TITLE_ID, directoryTexts } from './directory-texts';

export function DirectoryWithoutCompany() {
  // A notice about the profile, not a failed request: once per browser session, like the other tabs'.
  useNoCompanyWarning({
    title: directoryTexts.noCompanyTitle,
    description: directoryTexts.noCompanyDescription,
  });
  return (
    <PageSection id={DIRECTORY_TITLE_ID} title={directoryTexts.title} description={directoryTexts.subtitle}>
      <NoCompanyEmptyState />
    </PageSection>
  );
}
