// Client tab 'Directorio': the company's contacts as a grid of cards.
import { motion, useReducedMotion } from 'framer-motion';
import { Building2, Users } from 'lucide-react';
import * as React from 'react';

import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBlock } from '@/components/ui/error-block';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { messages } from '@/config/messages';

import { useDirectory } from '../api/get-directory';
import { ContactCard } from './contact-card';

export const directoryTexts = {
  title: 'Directorio de Empresa',
  subtitle: 'Tus contactos clave para cualquier duda o trámite.',
  loading: 'Cargando directorio...',
  empty: 'Directorio Vacío.',
  emptyHint: 'Aún no hay contactos registrados para tu empresa.',
  noCompanyTitle: 'Información de Empresa Incompleta',
  noCompanyDescription: 'No se encontró un ID de empresa asociado a tu perfil para cargar el directorio.',
  errorTitle: 'Error de Carga',
  errorDescription: 'No se pudo cargar el directorio.',
  listLabel: 'Contactos de la empresa',
} as const;

export function CompanyDirectory({ companyId }: { companyId: string | null }) {
  const directory = useDirectory(companyId);
  const reduceMotion = useReducedMotion();

  React.useEffect(() => {
    if (companyId) return;
    toast({
      variant: 'warning',
      title: directoryTexts.noCompanyTitle,
      description: directoryTexts.noCompanyDescription,
    });
  }, [companyId]);

  React.useEffect(() => {
    if (!directory.isError) return;
    toast({
      variant: 'destructive',
      title: directoryTexts.errorTitle,
      description: directoryTexts.errorDescription,
    });
  }, [directory.isError]);

  const entries = directory.data ?? [];

  return (
    <section className="space-y-6" aria-labelledby="directory-title">
      <header>
        <h2 id="directory-title" className="text-2xl font-bold tracking-tight">
          {directoryTexts.title}
        </h2>
        <p className="text-sm text-muted-foreground">{directoryTexts.subtitle}</p>
      </header>

      {!companyId && (
        <EmptyState
          icon={Building2}
          title={messages.noCompanyTitle}
          description={messages.noCompanyDescription}
        />
      )}

      {companyId && directory.isPending && <LoadingBlock text={directoryTexts.loading} />}

      {directory.isError && (
        <ErrorBlock
          title={directoryTexts.errorTitle}
          description={directoryTexts.errorDescription}
          onRetry={() => void directory.refetch()}
        />
      )}

      {directory.isSuccess && entries.length === 0 && (
        <EmptyState icon={Users} title={directoryTexts.empty} description={directoryTexts.emptyHint} />
      )}

      {directory.isSuccess && entries.length > 0 && (
        <ul aria-label={directoryTexts.listLabel} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {entries.map((entry, index) => (
            <motion.li
              key={entry.id}
              initial={reduceMotion ? false : { opacity: 0, y: 8 }}
              animate={{ opacity: 1, y: 0 }}
              transition={{ duration: 0.25, delay: Math.min(index, 8) * 0.04 }}
            >
              <ContactCard entry={entry} />
            </motion.li>
          ))}
        </ul>
      )}
    </section>
  );
}
