import type { ClientTab } from '@/config/paths';

import { SectionPlaceholder } from '../section-placeholder';

const sections: Record<Exclude<ClientTab, 'profile'>, { title: string; description: string }> = {
  directory: { title: 'Directorio de Empresa', description: 'Los contactos clave de tu empresa.' },
  laboratory: {
    title: 'Exámenes de Laboratorio',
    description: 'Tus solicitudes y resultados de laboratorio.',
  },
  repse: { title: 'Documentos REPSE', description: 'Tus documentos de cumplimiento por año y mes.' },
  indicators: { title: 'Indicadores', description: 'Los tableros de indicadores de tu servicio.' },
  monthly_reports: { title: 'Reportes Mensuales', description: 'Tus reportes mensuales en PDF.' },
  billing: { title: 'Facturación', description: 'Tus facturas con sus archivos PDF y XML.' },
  feedback: { title: 'Retroalimentación', description: 'Califica nuestro servicio.' },
};

export function ClientTabPlaceholder({ tab }: { tab: Exclude<ClientTab, 'profile'> }) {
  const section = sections[tab];
  return (
    <div className={tab === 'indicators' ? 'p-4 lg:p-8' : undefined}>
      <SectionPlaceholder title={section.title} description={section.description} />
    </div>
  );
}
