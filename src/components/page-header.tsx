// The heading block every screen starts with: title (the section's h2), optional description and actions.
import * as React from 'react';

import { cn } from '@/utils/cn';

import { PageTitle } from './page-title';

interface PageHeaderProps {
  id: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  className?: string;
}

export function PageHeader({ id, title, description, actions, className }: PageHeaderProps) {
  return (
    <header className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0">
        <h2 id={id} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

/** A screen: a labelled section with its header and body. */
export function PageSection({
  id,
  title,
  description,
  actions,
  children,
  className,
}: PageHeaderProps & { children: React.ReactNode }) {
  return (
    <section className={cn('grid grid-cols-1 gap-6', className)} aria-labelledby={id}>
      {typeof title === 'string' && <PageTitle title={title} />}
      <PageHeader id={id} title={title} description={description} actions={actions} />
      {children}
    </section>
  );
}
