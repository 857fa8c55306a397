import { SectionPlaceholder } from '../section-placeholder';

export default function AdminDirectoryPage() {
  return <SectionPlaceholder title="Directorios" description="Contactos del directorio de cada empresa." />;
}
