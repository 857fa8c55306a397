// One month of the REPSE list: a button that expands or collapses its documents. A collapsed month keeps
// its (empty) panel for aria-controls and renders its rows only when opened: a large client has hundreds of
// documents a year, and the tab drew all of them, hidden, before showing the first month.
import { ChevronDown } from 'lucide-react';
import * as React from 'react';

import { Card } from '@/components/ui/card';
import { cn } from '@/utils/cn';
import { formatMonthYear } from '@/utils/format';

import type { CompanyDocument } from '../../api/get-documents';
import type { MonthGroup as Group } from '../../utils/group-documents';
import { DocumentRow } from './document-row';

interface MonthGroupProps {
  group: Group;
  expanded: boolean;
  onToggle: () => void;
  openingUrl: string | null;
  onOpen: (document: CompanyDocument) => void;
}

export function MonthGroup({ group, expanded, onToggle, openingUrl, onOpen }: MonthGroupProps) {
  const panelId = React.useId();
  const count = group.documents.length;
  return (
    <Card className="overflow-hidden">
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left font-semibold hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
        >
          <span>{formatMonthYear(group.month, group.year)}</span>
          <span className="flex items-center gap-2 text-sm font-normal text-muted-foreground">
            {count === 1 ? '1 documento' : `${count} documentos`}
            <ChevronDown
              className={cn('size-4 transition-transform', expanded && 'rotate-180')}
              aria-hidden="true"
            />
          </span>
        </button>
      </h3>
      <ul id={panelId} hidden={!expanded} className="divide-y border-t">
        {expanded &&
          group.documents.map((doc) => (
            <DocumentRow key={doc.id} document={doc} opening={openingUrl === doc.url} onOpen={onOpen} />
          ))}
      </ul>
    </Card>
  );
}
