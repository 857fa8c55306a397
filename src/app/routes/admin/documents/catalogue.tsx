import { CataloguePage } from '@/features/compliance/components/catalogue/catalogue-page';

import { useAdminContext } from '../context';

export default function AdminCataloguePage() {
  const { companies } = useAdminContext();
  return <CataloguePage companies={companies} />;
}
