// A request's verdict, its consents (recorded and revoked by the admin; the database stamps who and when)
// and who consulted its result.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import { throwIfStale, withVersion } from '@/lib/stale-write';
import { supabase } from '@/lib/supabase';

import type { VerdictFormOutput } from '../utils/verdict-form';
import { laboratoryKeys } from './keys';

/** Sends the version the dialog loaded: a verdict saved over another admin's edit is refused (StaleWriteError). */
export async function saveVerdict({
  id,
  version,
  values,
}: {
  id: string;
  version: string | null;
  values: VerdictFormOutput;
}) {
  const { error } = await supabase
    .from('laboratory_requests')
    .update(withVersion(values, version))
    .eq('id', id);
  if (error) await throwIfStale(error, 'laboratory_requests', id);
  if (error) throw error;
}

export async function recordConsent(input: {
  id: string;
  requestId: string;
  companyId: string;
  workerName: string;
  grantedOn: string;
  scope: string;
}) {
  const { error } = await supabase.from('lab_result_consents').insert({
    id: input.id,
    laboratory_request_id: input.requestId,
    company_id: input.companyId,
    worker_name: input.workerName,
    granted_on: input.grantedOn,
    scope: input.scope,
  });
  if (error) throw error;
}

export async function revokeConsent({ id, reason }: { id: string; reason: string }) {
  const { error } = await supabase
    .from('lab_result_consents')
    .update({ revoked_reason: reason })
    .eq('id', id);
  if (error) throw error;
}

export const useSaveVerdict = () =>
  useMutation({
    mutationFn: saveVerdict,
    meta: { writes: ['laboratory_requests'], successToast: { title: 'Dictamen guardado' } },
  });

export const useRecordConsent = () =>
  useMutation({
    mutationFn: recordConsent,
    meta: {
      writes: ['laboratory_requests', 'lab_result_consents'],
      successToast: { title: 'Consentimiento registrado' },
    },
  });

export const useRevokeConsent = () =>
  useMutation({
    mutationFn: revokeConsent,
    meta: {
      writes: ['laboratory_requests', 'lab_result_consents'],
      successToast: { title: 'Consentimiento revocado' },
    },
  });

export const accessLogQuery = (requestId: string) =>
  queryOptions({
    queryKey: [...laboratoryKeys.all, 'accesses', requestId] as const,
    queryFn: async () => {
      const { data, error } = await supabase
        .from('lab_result_accesses')
        .select('id, accessed_at, actor_name, actor_email, basis')
        .eq('laboratory_request_id', requestId)
        .order('accessed_at', { ascending: false });
      if (error) throw error;
      return data;
    },
    meta: {
      reads: ['lab_result_accesses'],
      errorToast: { title: 'Error', description: 'No se pudo cargar quién consultó el resultado.' },
    },
  });

export const useAccessLog = (requestId: string) => useQuery(accessLogQuery(requestId));
