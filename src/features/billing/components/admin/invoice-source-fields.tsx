// Company and the two files of a new invoice. The XML is read as soon as it is picked (see useInvoiceForm).
import { Building2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';

import { CompanyField, type CompanyChoice } from '@/components/form/company-field';
import { FileField } from '@/components/form/file-field';

import type { CfdiData } from '../../utils/cfdi';
import type { InvoiceFormInput, InvoiceFormOutput } from '../../utils/invoice-form';

export type { CompanyChoice };

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
  const { control } = form;
  const companyId = form.watch('companyId');
  return (
    <>
      <CompanyField control={control} name="companyId" companies={companies} />
      {/* Until the field's own message takes its place. */}
      {!companyId && !form.formState.errors.companyId && (
        <div className="flex gap-3 rounded-md border border-dashed p-3 text-sm" role="note">
          <Building2 className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div>
            <p className="font-medium">{sourceTexts.companyRequired}</p>
            <p className="text-muted-foreground">{sourceTexts.companyHint}</p>
          </div>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FileField
          control={control}
          name="pdf"
          label={sourceTexts.pdf}
          accept="application/pdf,.pdf"
          bucket="invoices"
        />
        <FileField
          control={control}
          name="xml"
          label={sourceTexts.xml}
          accept="application/xml,text/xml,.xml"
          bucket="invoices"
          onPick={(files) => onXml(files[0])}
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
