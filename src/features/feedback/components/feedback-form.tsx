// Client tab 'Retroalimentación': a 1-5 rating and an optional comment. A client without a company
// cannot send (the database would refuse it too), so it sees the warning instead of the form.
import * as React from 'react';

import { NoCompanyNotice } from '@/components/no-company-notice';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth/auth-context';
import { dataErrorText } from '@/lib/errors';

import { useCreateFeedback } from '../api/create-feedback';
import { StarRating } from './star-rating';

const texts = {
  title: 'Retroalimentación',
  subtitle: 'Califica nuestro servicio y cuéntanos cómo podemos mejorar.',
  ratingLabel: 'Calificación',
  ratingRequired: 'Por favor, selecciona una calificación.',
  requiredTitle: 'Calificación Requerida',
  requiredDescription: 'Por favor, selecciona una calificación antes de enviar.',
  commentLabel: 'Comentario (opcional)',
  commentPlaceholder: 'Escribe aquí tus comentarios...',
  submit: 'Enviar Retroalimentación',
  submitting: 'Enviando...',
  successTitle: '¡Gracias por tus comentarios!',
  success: 'Tu retroalimentación ha sido enviada.',
  errorTitle: 'Error',
  error: 'No se pudo enviar tu retroalimentación.',
} as const;

export function FeedbackForm() {
  const { profile } = useAuth();
  if (!profile?.company_id) return <NoCompanyNotice />;
  return <RatingForm companyId={profile.company_id} />;
}

function RatingForm({ companyId }: { companyId: string }) {
  const [rating, setRating] = React.useState(0);
  const [comment, setComment] = React.useState('');
  const hintId = React.useId();
  const ratingLabelId = React.useId();
  const commentId = React.useId();
  const send = useCreateFeedback();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      toast({ variant: 'warning', title: texts.requiredTitle, description: texts.requiredDescription });
      return;
    }
    send.mutate(
      { company_id: companyId, rating, comment: comment.trim() || null },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: texts.successTitle, description: texts.success });
          setRating(0);
          setComment('');
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: texts.errorTitle,
            description: `${texts.error} ${dataErrorText(error)}`,
          });
        },
      },
    );
  };

  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader>
        <CardTitle>{texts.title}</CardTitle>
        <CardDescription>{texts.subtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-6" noValidate>
          <div className="grid gap-2">
            <span id={ratingLabelId} className="text-sm font-medium">
              {texts.ratingLabel}
            </span>
            <StarRating
              value={rating}
              onChange={setRating}
              disabled={send.isPending}
              describedBy={rating < 1 ? hintId : undefined}
              labelledBy={ratingLabelId}
            />
            {rating < 1 && (
              <p id={hintId} className="text-sm text-muted-foreground">
                {texts.ratingRequired}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={commentId}>{texts.commentLabel}</Label>
            <textarea
              id={commentId}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              placeholder={texts.commentPlaceholder}
              rows={4}
              maxLength={2000}
              disabled={send.isPending}
              className="min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
            />
          </div>
          <Button type="submit" disabled={rating < 1 || send.isPending} className="sm:justify-self-end">
            {send.isPending ? texts.submitting : texts.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
