// Rating and date-range filters of the admin feedback list (the company comes from the header).
import { DateRangeFilter } from '@/components/data-table/date-range-filter';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import type { FeedbackFilters } from '../../utils/feedback-filters';

const ANY = 'any';

interface FeedbackFiltersBarProps {
  filters: FeedbackFilters;
  onChange: (next: Partial<FeedbackFilters>) => void;
}

export function FeedbackFiltersBar({ filters, onChange }: FeedbackFiltersBarProps) {
  return (
    <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
      <div className="grid gap-1.5 sm:w-52">
        <Label htmlFor="feedback-rating">Calificación</Label>
        <Select
          value={filters.rating === null ? ANY : String(filters.rating)}
          onValueChange={(value) => onChange({ rating: value === ANY ? null : Number(value) })}
        >
          <SelectTrigger id="feedback-rating">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>Todas las calificaciones</SelectItem>
            {[5, 4, 3, 2, 1].map((n) => (
              <SelectItem key={n} value={String(n)}>
                {n === 1 ? '1 estrella' : `${n} estrellas`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <DateRangeFilter id="feedback" value={filters} onChange={onChange} />
    </div>
  );
}
