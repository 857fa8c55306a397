// The submit button of a form drawn on the page (a dialog's is FormDialog's): disabled and marked busy while
// the form saves, with its busy words ('Guardando...') in place of its own. In the form's grid it keeps its
// own width at the start, unless the form places it otherwise.
import { Button, type ButtonProps } from '@/components/ui/button';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children' | 'asChild'> {
  label: string;
  busyLabel: string;
  busy: boolean;
}

export function SubmitButton({
  label,
  busyLabel,
  busy,
  disabled,
  className = 'justify-self-start',
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" className={className} disabled={disabled || busy} aria-busy={busy} {...props}>
      {busy ? busyLabel : label}
    </Button>
  );
}
