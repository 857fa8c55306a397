// The feedback form: react-hook-form with the zod schema. A sent rating clears the form; a failed one
// keeps what was typed (the toasts come from the mutation's meta). Every attempt of one rating carries the
// same id, so a retry after a lost answer records it once; the next rating gets a new one.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { useNewId } from '@/components/form/use-new-id';
import { toast } from '@/lib/toast';

import { useCreateFeedback } from '../api/create-feedback';
import {
  feedbackDefaults,
  feedbackSchema,
  type FeedbackFormInput,
  type FeedbackFormOutput,
} from '../utils/feedback-form';

const requiredToast = {
  title: 'Calificación Requerida',
  description: 'Por favor, selecciona una calificación antes de enviar.',
} as const;

/** `companyId`: the client's company; none for a collaborator (the database records only the sender). */
export function useFeedbackForm(companyId?: string) {
  const form = useForm<FeedbackFormInput, unknown, FeedbackFormOutput>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: feedbackDefaults,
  });
  const newId = useNewId();
  const send = useCreateFeedback({
    onSent: () => {
      newId.renew();
      form.reset(feedbackDefaults);
    },
  });

  const submit = form.handleSubmit(
    (values) =>
      send.mutate({ id: newId.current(), ...(companyId ? { company_id: companyId } : {}), ...values }),
    (errors) => {
      if (errors.rating) toast({ variant: 'warning', ...requiredToast });
    },
  );

  return { form, submit, isPending: send.isPending };
}
