// 'Subir' / 'Bajar' for one item of an ordered list; the accessible names carry the item's name.
import { ArrowDown, ArrowUp } from 'lucide-react';

import { Button } from '@/components/ui/button';

interface ReorderButtonsProps {
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (step: -1 | 1) => void;
}

export function ReorderButtons({ name, index, count, disabled, onMove }: ReorderButtonsProps) {
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Subir ${name}`}
        title="Subir"
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Bajar ${name}`}
        title="Bajar"
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </>
  );
}
