import { ProfileView } from '../profile-view';

export default function AdminProfilePage() {
  return <ProfileView showService={false} />;
}
