// One card of an overview ('Estado de la Cuenta'): a labelled section with its title, a short description,
// a link to the screen that holds the details, and its body. OverviewQueryCard fills the body with the
// four states of one query, from one texts object per card.
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router-dom';

import { QueryStates, type EmptyCopy } from '@/components/query-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/utils/cn';

export interface OverviewLink {
  to: string;
  label: string;
}

interface OverviewCardProps {
  id: string;
  title: string;
  description: string;
  link?: OverviewLink;
  className?: string;
  children: React.ReactNode;
}

export function OverviewCard({ id, title, description, link, className, children }: OverviewCardProps) {
  return (
    <Card className={cn('flex min-w-0 flex-col', className)}>
      <section aria-labelledby={id} className="flex flex-1 flex-col">
        <CardHeader className="gap-1 space-y-0 pb-4">
          <CardTitle id={id}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-4">
          {children}
          {link && (
            <Link
              to={link.to}
              className="mt-auto inline-flex min-h-6 items-center gap-1 self-start py-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {link.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

export interface OverviewTexts {
  title: string;
  description: string;
  loading: string;
  error: { title: string; description: string };
  empty: EmptyCopy;
}

interface OverviewQueryCardProps<T> {
  id: string;
  texts: OverviewTexts;
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'isSuccess' | 'data' | 'refetch' | 'fetchStatus'>;
  isEmpty?: (data: T) => boolean;
  link?: OverviewLink;
  className?: string;
  children: (data: T) => React.ReactNode;
}

export function OverviewQueryCard<T>({
  id,
  texts,
  query,
  isEmpty,
  link,
  className,
  children,
}: OverviewQueryCardProps<T>) {
  return (
    <OverviewCard
      id={id}
      title={texts.title}
      description={texts.description}
      link={link}
      className={className}
    >
      <QueryStates
        query={query}
        loading={texts.loading}
        error={texts.error}
        empty={texts.empty}
        isEmpty={isEmpty}
      >
        {children}
      </QueryStates>
    </OverviewCard>
  );
}
