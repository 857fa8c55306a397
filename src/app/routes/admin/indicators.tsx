import { SectionPlaceholder } from '../section-placeholder';

export default function AdminIndicatorsPage() {
  return (
    <SectionPlaceholder title="Indicadores (Looker)" description="Tableros de indicadores de cada empresa." />
  );
}
