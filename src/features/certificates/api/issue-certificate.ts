// An admin issues again the certificate of a collaborator who completed the course but holds no valid one
// (after a revocation, once the data is corrected). The database checks completion and copies today's
// data; its refusal reaches the toast.
import { useMutation } from '@tanstack/react-query';

import { supabase } from '@/lib/supabase';

export interface IssueInput {
  profileId: string;
  courseId: string;
  name: string;
}

export async function issueCertificate({ profileId, courseId }: IssueInput) {
  const { data, error } = await supabase.rpc('issue_certificate', {
    p_profile_id: profileId,
    p_course_id: courseId,
  });
  if (error) throw error;
  return data;
}

export const useIssueCertificate = () =>
  useMutation({
    mutationFn: issueCertificate,
    meta: {
      writes: ['certificates'],
      successToast: {
        title: 'Constancia emitida',
        description: (data, input) =>
          `${(input as IssueInput).name}: ${(data as Awaited<ReturnType<typeof issueCertificate>>).code}`,
      },
      errorToast: { title: 'No se pudo emitir la constancia' },
    },
  });
