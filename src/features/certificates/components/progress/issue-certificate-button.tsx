// Shown in 'Avance' for a collaborator who completed the course but holds no valid certificate (its
// certificate was revoked, or the DC-3 data was missing when the course was completed): the admin issues
// one with the current data; the database's refusal (data still missing) reaches the toast.
import { Button } from '@/components/ui/button';

import { useIssueCertificate } from '../../api/issue-certificate';

interface Props {
  profileId: string;
  courseId: string;
  name: string;
  courseTitle: string;
}

export function IssueCertificateButton({ profileId, courseId, name, courseTitle }: Props) {
  const issue = useIssueCertificate();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={issue.isPending}
      aria-label={`Emitir constancia de ${courseTitle} a ${name}`}
      onClick={() => issue.mutate({ profileId, courseId, name })}
    >
      {issue.isPending ? 'Emitiendo...' : 'Emitir Constancia'}
    </Button>
  );
}
