// 'Mis Certificados': one page of the collaborator's own certificates (valid and revoked), newest first,
// with the total, searched by course or code on the server; only the constancia a notification links to
// (?constancia=), if any.
import { useQuery } from '@tanstack/react-query';

import { whereLinked, type LinkedPageParams } from '@/lib/linked-item';
import { scopedPageQuery, type PageRow } from '@/lib/query/paged-list';

import { CERTIFICATE_COLUMNS } from './certificate-columns';
import { certificateKeys } from './keys';

export const myCertificatesErrorTexts = {
  title: 'Error',
  description: 'No se pudieron cargar tus certificados.',
} as const;

export const myCertificatesQuery = scopedPageQuery({
  from: 'certificates',
  columns: CERTIFICATE_COLUMNS,
  where: whereLinked,
  key: certificateKeys.mine,
  scopeColumn: 'profile_id',
  search: ['course_title', 'code'],
  sorts: [],
  defaultSort: { id: 'issued_at', desc: true },
  nullsLast: false,
  meta: { reads: ['certificates'], errorToast: myCertificatesErrorTexts },
});

export type Certificate = PageRow<typeof myCertificatesQuery>;

export const useMyCertificates = (profileId: string | undefined, params: LinkedPageParams) =>
  useQuery(myCertificatesQuery(profileId, params));
