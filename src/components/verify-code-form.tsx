// 'Verificar Otro Código' of the public verification pages: a code typed in any case, with or without
// spaces or hyphens, handed over in its printed form.
import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { isVerificationCode, normalizeCode } from '@/utils/verification-code';

interface VerifyCodeFormProps {
  onSearch: (code: string) => void;
  /** The message when nothing was typed. */
  emptyMessage: string;
  /** When given, a code not in the printed form is refused with this message before any search. */
  invalidMessage?: string;
  label?: string;
}

export function VerifyCodeForm({
  onSearch,
  emptyMessage,
  invalidMessage,
  label = 'Verificar Otro Código',
}: VerifyCodeFormProps) {
  const schema = z.object({
    code: z
      .string()
      .trim()
      .min(1, emptyMessage)
      .refine((code) => !invalidMessage || isVerificationCode(normalizeCode(code)), invalidMessage),
  });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(({ code }) => {
    onSearch(normalizeCode(code));
    form.reset({ code: '' });
  });
  return (
    <Form {...form}>
      <form className="grid gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{label}</FormLabel>
              <FormControl>
                <Input
                  placeholder="XXXX-XXXX-XXXX"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  className="font-mono"
                  {...field}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          Verificar
        </Button>
      </form>
    </Form>
  );
}
