// The payment month of an invoice paid in parts: each month with payments has its own deductibility file
// (badge, detail and download follow the month picked). Not shown for an invoice paid in one month.
import { NativeSelect } from '@/components/ui/native-select';
import { formatMonthYear } from '@/utils/format';

import type { PaymentMonth } from './evidence-plan';
import { evidenceTexts } from './evidence-texts';

export const monthLabel = (key: string) =>
  formatMonthYear(Number(key.slice(5, 7)), Number(key.slice(0, 4))) ?? key;

interface EvidenceMonthPickerProps {
  invoiceNumber: string;
  months: PaymentMonth[];
  value: string;
  onChange: (key: string) => void;
}

export function EvidenceMonthPicker({ invoiceNumber, months, value, onChange }: EvidenceMonthPickerProps) {
  // The visible caption starts the accessible name, which adds the invoice (one picker per row).
  return (
    <label className="grid max-w-52 gap-1 text-xs text-muted-foreground">
      {evidenceTexts.monthPickerCaption}
      <NativeSelect
        className="w-full text-foreground"
        aria-label={evidenceTexts.monthPicker(invoiceNumber)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {months.map((m) => (
          <option key={m.key} value={m.key}>
            {evidenceTexts.monthOption(monthLabel(m.key), m.payments.length)}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}
