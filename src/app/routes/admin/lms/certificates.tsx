import { SectionPlaceholder } from '../../section-placeholder';

export default function LmsCertificatesPage() {
  return <SectionPlaceholder title="Constancias DC-3" />;
}
