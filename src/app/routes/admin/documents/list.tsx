import * as React from 'react';

import { useCatalogue } from '@/features/compliance/api/get-document-types';
import { AdminDocuments } from '@/features/documents/components/admin/admin-documents';

import { useAdminContext } from '../context';

export default function AdminDocumentsPage() {
  const { companyId, companies } = useAdminContext();
  // The upload chooses among the catalogue's active types (features never import each other: composed here).
  const catalogue = useCatalogue();
  const types = React.useMemo(() => catalogue.data?.types.filter((t) => t.active), [catalogue.data]);
  return <AdminDocuments companyId={companyId} companies={companies} types={types} />;
}
