// Company and the two files of a new invoice. The XML is read as soon as it is picked (see useInvoiceForm).
import { Building2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import type { CfdiData } from '../../utils/cfdi';
import type { InvoiceFormInput, InvoiceFormOutput } from '../../utils/invoice-form';

export interface CompanyChoice {
  id: string;
  name: string;
}

export const sourceTexts = {
  company: 'Empresa',
  companyPlaceholder: 'Seleccionar empresa...',
  companyRequired: 'Información de Compañía Requerida',
  companyHint: 'Elige la empresa a la que se emitió la factura; su RFC debe ser el receptor del XML.',
  pdf: 'Factura (PDF)',
  xml: 'CFDI 4.0 (XML)',
  read: (c: CfdiData) =>
    `XML leído: ${c.invoiceNumber}, receptor ${c.receiverName ?? ''} (${c.receiverRfc}).`,
} as const;

interface InvoiceSourceFieldsProps {
  form: UseFormReturn<InvoiceFormInput, unknown, InvoiceFormOutput>;
  companies: CompanyChoice[];
  cfdi: CfdiData | null;
  onXml: (file: File | undefined) => void;
}

export function InvoiceSourceFields({ form, companies, cfdi, onXml }: InvoiceSourceFieldsProps) {
  const companyId = form.watch('companyId');
  return (
    <>
      <FormField
        control={form.control}
        name="companyId"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{sourceTexts.company}</FormLabel>
            <Select value={field.value} onValueChange={field.onChange}>
              <FormControl>
                <SelectTrigger onBlur={field.onBlur}>
                  <SelectValue placeholder={sourceTexts.companyPlaceholder} />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {companies.map((c) => (
                  <SelectItem key={c.id} value={c.id}>
                    {c.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        )}
      />
      {!companyId && (
        <div className="flex gap-3 rounded-md border border-dashed p-3 text-sm" role="note">
          <Building2 className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div>
            <p className="font-medium">{sourceTexts.companyRequired}</p>
            <p className="text-muted-foreground">{sourceTexts.companyHint}</p>
          </div>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="pdf"
          render={({ field: { onChange, onBlur, name, ref } }) => (
            <FormItem>
              <FormLabel>{sourceTexts.pdf}</FormLabel>
              <FormControl>
                <Input
                  type="file"
                  accept="application/pdf,.pdf"
                  name={name}
                  ref={ref}
                  onBlur={onBlur}
                  onChange={(e) => onChange(e.target.files?.[0])}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="xml"
          render={({ field: { onBlur, name, ref } }) => (
            <FormItem>
              <FormLabel>{sourceTexts.xml}</FormLabel>
              <FormControl>
                <Input
                  type="file"
                  accept="application/xml,text/xml,.xml"
                  name={name}
                  ref={ref}
                  onBlur={onBlur}
                  onChange={(e) => onXml(e.target.files?.[0])}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      {cfdi && !form.formState.errors.xml && (
        <p className="text-sm text-muted-foreground" role="status">
          {sourceTexts.read(cfdi)}
        </p>
      )}
    </>
  );
}
