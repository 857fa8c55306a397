import { Mail, Phone } from 'lucide-react';

import { SplitText } from '@/components/split-text';
import { env } from '@/config/env';

export function ClientFooter() {
  const year = new Date().getFullYear();
  const contact = env.contact;
  return (
    <footer className="border-t bg-card px-4 py-6 text-sm text-muted-foreground lg:px-8">
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <nav aria-label="Enlaces del pie de página" className="flex flex-wrap gap-x-6 gap-y-2">
          <a
            href={contact.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-6 items-center hover:text-foreground hover:underline"
          >
            Sitio Web
          </a>
          <a
            href={contact.privacyUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-6 items-center hover:text-foreground hover:underline"
          >
            Aviso de Privacidad
          </a>
        </nav>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <a
            href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
            className="inline-flex min-h-6 items-center gap-2 hover:text-foreground"
          >
            <Phone className="size-4" aria-hidden="true" />
            {contact.phone}
          </a>
          <a
            href={`mailto:${contact.email}`}
            className="inline-flex min-h-6 min-w-0 max-w-full items-center gap-2 hover:text-foreground"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <SplitText text={contact.email} className="min-w-0" />
          </a>
        </div>
      </div>
      <p className="mt-4">© {year} Portal de Clientes. Todos los derechos reservados.</p>
    </footer>
  );
}
