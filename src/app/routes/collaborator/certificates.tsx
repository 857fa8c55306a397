import { MyCertificates } from '@/features/certificates/components/collaborator/my-certificates';
import { useAuth } from '@/lib/auth/auth-context';

export default function CollaboratorCertificatesPage() {
  const { profile } = useAuth();
  // The collaborator layout only renders for a signed-in collaborator, so the profile is there.
  return profile ? <MyCertificates profileId={profile.id} /> : null;
}
