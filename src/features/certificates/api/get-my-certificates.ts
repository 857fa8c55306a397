// 'Mis Certificados': one page of the collaborator's own certificates (valid and revoked), newest first,
// with the total, searched by course or code on the server.
import { useQuery } from '@tanstack/react-query';

import { onlyLinked } from '@/lib/linked-item';
import { scopedPageQuery, type RowOf } from '@/lib/query/paged-list';
import { type TableParams } from '@/lib/query/table-params';
import { supabase } from '@/lib/supabase';

import { CERTIFICATE_COLUMNS } from './certificate-columns';
import { certificateKeys } from './keys';

export const myCertificatesErrorTexts = {
  title: 'Error',
  description: 'No se pudieron cargar tus certificados.',
} as const;

/** Also narrowed to the constancia a notification links to (?constancia=), if any. */
export interface MyCertificatesParams extends TableParams {
  item: string | null;
}

const select = (params: MyCertificatesParams) =>
  onlyLinked(supabase.from('certificates').select(CERTIFICATE_COLUMNS, { count: 'exact' }), params.item);

export type Certificate = RowOf<ReturnType<typeof select>>;

export const myCertificatesQuery = scopedPageQuery({
  key: certificateKeys.mine,
  select,
  scopeColumn: 'profile_id',
  search: ['course_title', 'code'],
  sorts: [],
  defaultSort: { id: 'issued_at', desc: true },
  nullsLast: false,
  meta: { reads: ['certificates'], errorToast: myCertificatesErrorTexts },
});

export const useMyCertificates = (profileId: string | undefined, params: MyCertificatesParams) =>
  useQuery(myCertificatesQuery(profileId, params));
