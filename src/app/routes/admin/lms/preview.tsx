import { SectionPlaceholder } from '../../section-placeholder';

export default function LmsPreviewPage() {
  return <SectionPlaceholder title="Vista previa del curso" />;
}
