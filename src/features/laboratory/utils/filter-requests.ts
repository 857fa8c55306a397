import type { LaboratoryRequest } from '../api/get-laboratory-requests';
import { labStatus, type LabStatusGroup } from './lab-status';

/** Lower case without accents, so 'biometria' finds 'Biometría'. */
export function normalizeText(text: string | null | undefined): string {
  return (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-MX').trim();
}

/** Search over request type, patient name and notes; then the status group filter. */
export function filterRequests(
  requests: LaboratoryRequest[],
  search: string,
  status: LabStatusGroup | 'all',
): LaboratoryRequest[] {
  const needle = normalizeText(search);
  return requests.filter((request) => {
    if (status !== 'all' && labStatus(request.status).group !== status) return false;
    if (needle === '') return true;
    return [request.request_type, request.patient_name, request.notes].some((field) =>
      normalizeText(field).includes(needle),
    );
  });
}
