// The companies a limited type applies to: one checkbox per company (a dozen or so), in a scrolling box.
import { useFormContext } from 'react-hook-form';

import { FormField, FormItem, FormMessage } from '@/components/ui/form';

import type { TypeFormInput, TypeFormOutput } from '../../utils/type-form';

export interface CompanyChoice {
  id: string;
  name: string;
}

export function CompanyChecklist({ companies }: { companies: CompanyChoice[] }) {
  const { control } = useFormContext<TypeFormInput, unknown, TypeFormOutput>();
  return (
    <FormField
      control={control}
      name="companyIds"
      render={({ field }) => (
        <FormItem>
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-sm font-medium">Empresas a las que aplica</legend>
            <div className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2">
              {companies.map((company) => (
                <label key={company.id} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-6 shrink-0 accent-primary"
                    checked={field.value.includes(company.id)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked
                          ? [...field.value, company.id]
                          : field.value.filter((id) => id !== company.id),
                      )
                    }
                  />
                  {company.name}
                </label>
              ))}
            </div>
          </fieldset>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
