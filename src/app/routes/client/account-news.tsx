// The news of 'Estado de la Cuenta': what reached the company since the previous visit, each kind read by
// the feature that owns it and combined here into one query (one loading state, one error toast).
import { queryOptions, useQuery } from '@tanstack/react-query';

import { accountKeys } from '@/features/account/api/keys';
import { NewsSince } from '@/features/account/components/news-card';
import type { News } from '@/features/account/components/news-groups';
import { getNewInvoices } from '@/features/billing/api/get-new-invoices';
import { getNewCertificates } from '@/features/certificates/api/get-new-certificates';
import { getNewDocuments } from '@/features/documents/api/get-new-documents';
import { getNewResults } from '@/features/laboratory/api/get-new-results';

async function getNews(companyId: string, since: string): Promise<News> {
  const [documents, invoices, results, certificates] = await Promise.all([
    getNewDocuments(companyId, since),
    getNewInvoices(companyId, since),
    getNewResults(companyId, since),
    getNewCertificates(companyId, since),
  ]);
  return { documents, invoices, results, certificates };
}

export const newsQuery = (companyId: string, since: string) =>
  queryOptions({
    queryKey: accountKeys.news(companyId, since),
    queryFn: () => getNews(companyId, since),
    meta: {
      // company_certificates is a view of certificates.
      reads: ['documents', 'invoices', 'delivery_events', 'certificates'],
      errorToast: { title: 'Error', description: 'No se pudieron cargar las novedades.' },
    },
  });

export function AccountNews({ companyId, since }: { companyId: string; since: string }) {
  const query = useQuery(newsQuery(companyId, since));
  return <NewsSince since={since} query={query} />;
}
