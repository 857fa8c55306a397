import { ProgressReport } from '@/features/certificates/components/progress/progress-report';

import { useAdminContext } from '../context';

export default function LmsProgressPage() {
  // The header's company filter is hidden on the LMS pages: the report has its own.
  const { companies } = useAdminContext();
  return <ProgressReport companies={companies} />;
}
