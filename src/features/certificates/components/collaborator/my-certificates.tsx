// 'Mis Certificados': the collaborator's DC-3 constancias (valid or revoked, with the reason), a page at a
// time with the total, searched by course or code on the server, each downloadable as its PDF. A
// notification's link (?constancia=<id>) narrows the list to its constancia.
import { Award, SearchX } from 'lucide-react';

import { AnimatedList } from '@/components/animated-list';
import { DataList } from '@/components/data-table/data-list';
import { useTableParams } from '@/components/data-table/use-table-params';
import { LinkedItemNotice } from '@/components/linked-item-notice';
import { PageSection } from '@/components/page-header';
import { LINKED_ITEM_PARAMS, useLinkedItem } from '@/lib/linked-item';

import { myCertificatesErrorTexts, useMyCertificates, type Certificate } from '../../api/get-my-certificates';
import { useDownloadCertificate } from '../../hooks/use-download-certificate';
import { CertificateCard } from './certificate-card';

const texts = {
  title: 'Mis Certificados',
  subtitle: 'Tus constancias de competencias (DC-3) de los cursos que completaste.',
  list: 'Mis constancias',
  search: 'Buscar constancias',
  searchPlaceholder: 'Curso o código...',
  loading: 'Cargando certificados...',
  empty: {
    icon: Award,
    title: 'Aún no tienes certificados',
    description:
      'Completa un curso asignado en «Mis Cursos» (todas sus lecciones y, si la tiene, la evaluación aprobada) y tu constancia DC-3 aparecerá aquí.',
  },
  noMatches: {
    icon: SearchX,
    title: 'No se encontraron resultados',
    description: 'Prueba con otro curso o código.',
  },
} as const;

export function MyCertificates({ profileId }: { profileId: string }) {
  const [params, setParams] = useTableParams();
  const linked = useLinkedItem(LINKED_ITEM_PARAMS.certificate);
  const certificates = useMyCertificates(profileId, { ...params, item: linked.id });
  const download = useDownloadCertificate();
  const renderCards = (rows: Certificate[]) => (
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
  );
  return (
    <PageSection id="my-certificates-title" title={texts.title} description={texts.subtitle}>
      {linked.id && (
        <LinkedItemNotice what="la constancia" showAll="Ver Todas las Constancias" onShowAll={linked.clear} />
      )}
      <DataList
        query={certificates}
        params={params}
        onParamsChange={setParams}
        texts={{ loading: texts.loading, error: myCertificatesErrorTexts, empty: texts.empty }}
        noMatches={texts.noMatches}
        search={{ label: texts.search, placeholder: texts.searchPlaceholder }}
        renderRows={renderCards}
      />
    </PageSection>
  );
}
