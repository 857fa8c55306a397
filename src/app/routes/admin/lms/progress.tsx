import { SectionPlaceholder } from '../../section-placeholder';

export default function LmsProgressPage() {
  return <SectionPlaceholder title="Avance de capacitación" />;
}
