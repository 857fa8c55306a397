// 'Constancias del Personal': the valid constancias of the company's collaborators, the latest first.
import { GraduationCap } from 'lucide-react';

import { OverviewQueryCard, type OverviewLink } from '@/components/overview-card';
import { formatDate } from '@/utils/format';

import { useStaffCertificates, type Audience } from '../../api/get-staff-certificates';

/** The card lists the latest few; the full list is one link away. */
const SHOWN = 6;

const texts = {
  title: 'Constancias del Personal',
  description: 'Constancias DC-3 vigentes de los colaboradores asignados.',
  loading: 'Cargando constancias...',
  error: { title: 'Error', description: 'No se pudieron cargar las constancias del personal.' },
  empty: {
    icon: GraduationCap,
    title: 'Sin Constancias',
    description: 'Aún no hay constancias vigentes del personal.',
  },
  count: (n: number) => (n === 1 ? '1 constancia vigente' : `${n} constancias vigentes`),
  more: (n: number) => (n === 1 ? 'y 1 más' : `y ${n} más`),
  issued: (date: string) => `emitida el ${formatDate(date)}`,
};

interface CertificatesCardProps {
  audience: Audience;
  companyId: string;
  link: OverviewLink;
}

export function CertificatesCard({ audience, companyId, link }: CertificatesCardProps) {
  const query = useStaffCertificates(audience, companyId);
  return (
    <OverviewQueryCard id="account-certificates" texts={texts} query={query} link={link}>
      {(certificates) => (
        <div className="grid gap-2 text-sm">
          <p className="font-medium">{texts.count(certificates.length)}</p>
          <ul className="grid gap-2">
            {certificates.slice(0, SHOWN).map((certificate) => (
              <li key={certificate.id} className="grid border-b pb-2">
                <span className="font-medium">{certificate.worker_name}</span>
                <span className="text-muted-foreground">
                  {certificate.course_title} · {texts.issued(certificate.issued_at)}
                </span>
              </li>
            ))}
          </ul>
          {certificates.length > SHOWN && (
            <p className="text-muted-foreground">{texts.more(certificates.length - SHOWN)}</p>
          )}
        </div>
      )}
    </OverviewQueryCard>
  );
}
