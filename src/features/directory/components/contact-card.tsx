import { Mail, MessageCircle, Phone } from 'lucide-react';
import type * as React from 'react';

import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { getPhotoUrl } from '@/lib/files/get-photo-url';

import type { DirectoryEntry } from '../api/get-directory';
import { initialsSource, mailtoHref, telHref, whatsappHref } from '../utils/contact-links';

function ContactLink({
  href,
  icon: Icon,
  label,
  children,
  external = false,
}: {
  href: string;
  icon: typeof Phone;
  label: string;
  children: React.ReactNode;
  external?: boolean;
}) {
  return (
    <a
      href={href}
      aria-label={label}
      className="flex min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm text-foreground/80 transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <span className="truncate">{children}</span>
    </a>
  );
}

/** One contact: photo (public photos bucket or a checked https link) or initials, then its links. */
export function ContactCard({ entry }: { entry: DirectoryEntry }) {
  const photo = getPhotoUrl(entry.photo_url);
  const tel = telHref(entry.phone);
  const whatsapp = whatsappHref(entry.whatsapp);
  const mailto = mailtoHref(entry.email);
  const name = entry.employee_name;

  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-center gap-4">
        <Avatar className="size-16 ring-2 ring-primary/15">
          {photo && <AvatarImage src={photo} alt={`Foto de ${name}`} />}
          <AvatarFallback className="text-lg" aria-hidden="true">
            {initials(initialsSource(name) || name)}
          </AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <h3 className="break-words text-base font-semibold leading-tight">{name}</h3>
          {entry.position && <p className="mt-1 text-sm text-muted-foreground">{entry.position}</p>}
        </div>
      </div>
      <div className="mt-auto grid gap-0.5 border-t pt-3">
        {tel && (
          <ContactLink href={tel} icon={Phone} label={`Llamar a ${name}: ${entry.phone}`}>
            {entry.phone}
          </ContactLink>
        )}
        {whatsapp && (
          <ContactLink href={whatsapp} icon={MessageCircle} label={`WhatsApp de ${name}`} external>
            WhatsApp
          </ContactLink>
        )}
        {mailto && (
          <ContactLink href={mailto} icon={Mail} label={`Correo de ${name}: ${entry.email}`}>
            {entry.email}
          </ContactLink>
        )}
      </div>
    </Card>
  );
}
