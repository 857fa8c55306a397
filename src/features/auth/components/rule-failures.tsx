// The change-password dialog's list of the rules the new password still fails.
import { RULES_HEADING } from '../utils/auth-schemas';
import { failedPasswordRules, passwordTexts } from '../utils/password-rules';

export function RuleFailures({ password }: { password: string }) {
  const failed = failedPasswordRules(password, 'wide');
  if (failed.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm">
      <p className="font-medium text-destructive">{RULES_HEADING}</p>
      <ul className="mt-1 list-disc pl-5 text-destructive">
        {failed.map((rule) => (
          <li key={rule}>{passwordTexts.bullets[rule]}</li>
        ))}
      </ul>
    </div>
  );
}
