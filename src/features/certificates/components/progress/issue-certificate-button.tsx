// Shown in 'Avance' for a collaborator who completed the course but holds no valid certificate (its
// certificate was revoked): the admin issues a new one with the current data.
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
