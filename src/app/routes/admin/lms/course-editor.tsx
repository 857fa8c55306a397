import { SectionPlaceholder } from '../../section-placeholder';

export default function LmsCourseEditorPage() {
  return <SectionPlaceholder title="Editar curso" />;
}
