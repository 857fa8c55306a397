// One card of 'Estado de la cuenta': a labelled section with its title, a short description, a link to the
// screen that holds the details, and its body (the states of its query).
import { ArrowRight } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router-dom';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/utils/cn';

interface AccountCardProps {
  id: string;
  title: string;
  description: string;
  link?: { to: string; label: string };
  className?: string;
  children: React.ReactNode;
}

export function AccountCard({ id, title, description, link, className, children }: AccountCardProps) {
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
