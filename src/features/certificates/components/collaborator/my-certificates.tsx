// 'Mis Certificados': the collaborator's DC-3 constancias (valid or revoked, with the reason), each
// downloadable as its PDF.
import { Award } from 'lucide-react';

import { AnimatedList } from '@/components/animated-list';
import { PageSection } from '@/components/page-header';
import { QueryStates } from '@/components/query-states';

import { useMyCertificates } from '../../api/get-my-certificates';
import { useDownloadCertificate } from '../../hooks/use-download-certificate';
import { CertificateCard } from './certificate-card';

const texts = {
  title: 'Mis Certificados',
  subtitle: 'Tus constancias de competencias (DC-3) de los cursos que completaste.',
  list: 'Mis constancias',
  loading: 'Cargando certificados...',
  error: { title: 'Error', description: 'No se pudieron cargar tus certificados.' },
  empty: {
    icon: Award,
    title: 'Aún no tienes certificados',
    description:
      'Completa un curso asignado en «Mis Cursos» (todas sus lecciones y, si la tiene, la evaluación aprobada) y tu constancia DC-3 aparecerá aquí.',
  },
} as const;

export function MyCertificates({ profileId }: { profileId: string }) {
  const certificates = useMyCertificates(profileId);
  const download = useDownloadCertificate();
  return (
    <PageSection id="my-certificates-title" title={texts.title} description={texts.subtitle}>
      <QueryStates query={certificates} loading={texts.loading} error={texts.error} empty={texts.empty}>
        {(rows) => (
          <AnimatedList
            items={rows}
            getKey={(c) => c.id}
            label={texts.list}
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          >
            {(c) => (
              <CertificateCard
                certificate={c}
                downloading={download.isPending && download.variables?.code === c.code}
                onDownload={(cert) => download.mutate(cert)}
              />
            )}
          </AnimatedList>
        )}
      </QueryStates>
    </PageSection>
  );
}
