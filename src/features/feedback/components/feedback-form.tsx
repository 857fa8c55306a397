// 'Retroalimentación' (client tab) and 'Feedback' (collaborator page): a 1-5 rating and an optional
// comment. The route decides who sends: a client's company id (which also shows its past feedback), or
// none for a collaborator; and what is rated, asked as the rating's label (the client rates the service,
// a collaborator the training).
import * as React from 'react';
import { useWatch } from 'react-hook-form';

import { TextareaField } from '@/components/form/textarea-field';
import { PageSection } from '@/components/page-header';
import { SubmitButton } from '@/components/submit-button';
import { Card, CardContent } from '@/components/ui/card';
import { Form, FormControl, FormDescription, FormField, FormItem, FormMessage } from '@/components/ui/form';

import { useFeedbackForm } from '../hooks/use-feedback-form';
import { feedbackMessages, MAX_COMMENT } from '../utils/feedback-form';
import { FeedbackHistory } from './client/feedback-history';
import { StarRating } from './star-rating';

const texts = {
  title: 'Retroalimentación',
  subtitle: 'Califica nuestro servicio y cuéntanos cómo podemos mejorar.',
  question: '¿Cómo calificas nuestro servicio?',
  commentLabel: 'Comentario (opcional)',
  commentPlaceholder: 'Escribe aquí tus comentarios...',
  submit: 'Enviar Retroalimentación',
  submitting: 'Enviando...',
} as const;

interface FeedbackFormProps {
  companyId?: string;
  title?: string;
  description?: string;
  /** The rating's label: a question naming what is rated. */
  question?: string;
}

export function FeedbackForm({
  companyId,
  title = texts.title,
  description = texts.subtitle,
  question = texts.question,
}: FeedbackFormProps) {
  const { form, submit, isPending } = useFeedbackForm(companyId);
  const rating = useWatch({ control: form.control, name: 'rating' });
  const ratingLabelId = React.useId();

  return (
    <PageSection
      id="feedback-title"
      title={title}
      description={description}
      className="mx-auto w-full max-w-2xl"
    >
      <Card>
        <CardContent className="pt-6">
          <Form {...form}>
            <form onSubmit={(e) => void submit(e)} className="grid gap-6" noValidate>
              <FormField
                control={form.control}
                name="rating"
                render={({ field, fieldState }) => (
                  <FormItem>
                    <span id={ratingLabelId} className="text-sm font-medium leading-none">
                      {question}
                    </span>
                    <FormControl>
                      <StarRating
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        disabled={isPending}
                        labelledBy={ratingLabelId}
                      />
                    </FormControl>
                    {field.value < 1 && !fieldState.error && (
                      <FormDescription>{feedbackMessages.rating}</FormDescription>
                    )}
                    <FormMessage />
                  </FormItem>
                )}
              />
              <TextareaField
                control={form.control}
                name="comment"
                label={texts.commentLabel}
                placeholder={texts.commentPlaceholder}
                rows={4}
                maxLength={MAX_COMMENT}
                disabled={isPending}
              />
              <SubmitButton
                className="sm:justify-self-end"
                disabled={rating < 1}
                busy={isPending}
                label={texts.submit}
                busyLabel={texts.submitting}
              />
            </form>
          </Form>
        </CardContent>
      </Card>
      {/* A client sees what its company sent before; a collaborator (no company) only the form. */}
      {companyId && <FeedbackHistory companyId={companyId} />}
    </PageSection>
  );
}
