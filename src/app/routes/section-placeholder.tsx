import { Construction } from 'lucide-react';

import { EmptyState } from '@/components/ui/empty-state';
import { messages } from '@/config/messages';

/** A section whose feature arrives in a later issue: its title and an honest note. */
export function SectionPlaceholder({ title, description }: { title: string; description?: string }) {
  return (
    <section className="grid gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="mt-1 text-muted-foreground">{description}</p>}
      </header>
      <EmptyState icon={Construction} title="En construcción" description={messages.underConstruction} />
    </section>
  );
}
