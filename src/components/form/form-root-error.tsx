/** A server refusal shown inside a form (set with form.setError('root', ...)). */
export function FormRootError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
      {message}
    </p>
  );
}
