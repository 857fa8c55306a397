import {
  BarChart3,
  Building2,
  Clock,
  FileText,
  FlaskConical,
  MessageSquare,
  MousePointerClick,
  Receipt,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';

interface Item {
  title: string;
  description: string;
  icon: LucideIcon;
}

const featureItems: Item[] = [
  {
    title: 'Directorio de Empresa',
    description: 'Los contactos clave de tu empresa con teléfono, WhatsApp y correo a un clic.',
    icon: Building2,
  },
  {
    title: 'Documentos REPSE',
    description: 'Tus documentos de cumplimiento organizados por año y mes, con descarga masiva.',
    icon: FileText,
  },
  {
    title: 'Laboratorio',
    description: 'Sigue el estado de tus exámenes y descarga los resultados en cuanto estén listos.',
    icon: FlaskConical,
  },
  {
    title: 'Indicadores',
    description: 'Tableros con los KPI de tu servicio y reportes mensuales en PDF.',
    icon: BarChart3,
  },
  {
    title: 'Facturación',
    description: 'Consulta tus facturas, su estado y descarga los archivos PDF y XML.',
    icon: Receipt,
  },
  {
    title: 'Retroalimentación',
    description: 'Califica nuestro servicio y déjanos tus comentarios para mejorar.',
    icon: MessageSquare,
  },
];

const benefitItems: Item[] = [
  {
    title: 'Seguridad',
    description: 'Cada empresa ve solo su información; el acceso se valida en el servidor.',
    icon: ShieldCheck,
  },
  {
    title: 'Acceso 24/7',
    description: 'Consulta tu información a cualquier hora, desde cualquier dispositivo.',
    icon: Clock,
  },
  {
    title: 'Facilidad de Uso',
    description: 'Una interfaz clara, en español, pensada para encontrar todo rápido.',
    icon: MousePointerClick,
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="container py-16">
      <h2 id="features-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        Funcionalidades
      </h2>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {featureItems.map(({ title, description, icon: Icon }) => (
          <li
            key={title}
            className="rounded-lg border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-md bg-accent text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BenefitList() {
  return (
    <section aria-labelledby="benefits-title" className="bg-primary text-primary-foreground">
      <div className="container py-16">
        <h2 id="benefits-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          Beneficios
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {benefitItems.map(({ title, description, icon: Icon }) => (
            <li key={title} className="grid justify-items-center gap-3 text-center">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-foreground/15">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="max-w-xs text-sm text-primary-foreground/85">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
