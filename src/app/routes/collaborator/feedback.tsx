import { SectionPlaceholder } from '../section-placeholder';

export default function CollaboratorFeedbackPage() {
  return <SectionPlaceholder title="Feedback" description="Comparte tu opinión sobre la capacitación." />;
}
