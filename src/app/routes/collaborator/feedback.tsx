import { FeedbackForm } from '@/features/feedback/components/feedback-form';

// A collaborator has no company: the database records only who sent it.
export default function CollaboratorFeedbackPage() {
  return (
    <FeedbackForm
      title="Feedback"
      description="Comparte tu opinión sobre la capacitación."
      question="¿Cómo calificas la capacitación?"
    />
  );
}
