import * as React from 'react';
import { Link } from 'react-router-dom';

import { Logo } from '@/components/layouts/logo';
import { PageTitle } from '@/components/page-title';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The centred card frame of the login and account-action screens. */
export function AuthCard({
  title,
  description,
  wide,
  children,
}: {
  title: string;
  description?: string;
  /** For content that needs the width (a list of fingerprints). */
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-gradient-to-b from-accent/60 to-background px-4 py-10">
      <PageTitle title={title} />
      <Link
        to={paths.features.getHref()}
        className="rounded-md text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Logo />
      </Link>
      <Card className={wide ? 'w-full max-w-2xl shadow-md' : 'w-full max-w-md shadow-md'}>
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  );
}
