// 'Verificar Otro Código': a code typed in any case, with or without spaces or hyphens.
import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

import { normalizeCode } from '../../utils/verification-code';

const schema = z.object({ code: z.string().trim().min(1, 'Escribe el código de la constancia.') });
type Values = z.infer<typeof schema>;

export function VerifyForm({ onSearch }: { onSearch: (code: string) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
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
              <FormLabel>Verificar Otro Código</FormLabel>
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
