// A section headed from its texts: 'Nuevo …' in the header when it creates rows, 'Exportar CSV' (or its own
// download) when it exports them, any other header buttons, and its body (the list and its dialogs).
import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';

import { useTableParams } from '@/components/data-table/use-table-params';
import { PageSection } from '@/components/page-header';
import type { TableParams } from '@/lib/query/table-params';

import type { ListTexts } from './section-table';
import { CreateButton, ExportButton, exportTexts, type Exporter } from './section-toolbar';

interface ListSectionProps {
  /** Id of the heading that names the section. */
  id: string;
  texts: { title: string; subtitle: string; create?: string };
  onCreate?: () => void;
  createIcon?: LucideIcon;
  exporter?: Exporter;
  /** Header buttons besides 'Nuevo …' and the export. */
  actions?: React.ReactNode;
  children: React.ReactNode;
}

export function ListSection({
  id,
  texts,
  onCreate,
  createIcon,
  exporter,
  actions,
  children,
}: ListSectionProps) {
  return (
    <PageSection
      id={id}
      title={texts.title}
      description={texts.subtitle}
      actions={
        (onCreate || exporter || actions) && (
          <>
            {actions}
            {exporter && (
              <ExportButton
                onClick={exporter.onExport}
                pending={exporter.pending}
                icon={exporter.icon}
                variant={exporter.variant}
                label={exporter.label ?? exportTexts.export}
                pendingLabel={exporter.pendingLabel ?? exportTexts.exporting}
              />
            )}
            {onCreate && texts.create && (
              <CreateButton label={texts.create} icon={createIcon} onClick={onCreate} />
            )}
          </>
        )
      }
    >
      {children}
    </PageSection>
  );
}

/** The list's params in the URL, and the props a SectionTable takes from them and the texts. */
export function useSectionTable<X extends ListTexts>(texts: X, defaults?: Partial<TableParams>) {
  const [params, onParamsChange] = useTableParams(defaults);
  return { params, table: { texts, params, onParamsChange } };
}
