// 'Mi Perfil' of the collaborator: the account's data and the Seguridad section, as in the other areas.
import { ProfileView } from '../profile-view';

export default function CollaboratorProfilePage() {
  return <ProfileView showService={false} />;
}
