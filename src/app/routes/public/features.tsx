// Public landing page: six features, three benefits and the way into the portal.
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Logo } from '@/components/layouts/logo';
import { MAIN_ID, SkipLink } from '@/components/layouts/skip-link';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { BenefitList, FeatureGrid } from './features-sections';

export default function FeaturesPage() {
  const year = new Date().getFullYear();
  return (
    <div className="min-h-screen bg-background">
      <PageTitle />
      <SkipLink />
      <header className="border-b bg-card/80 backdrop-blur">
        <div className="container flex h-16 items-center justify-between gap-4">
          <Logo />
          <Button asChild size="sm">
            <Link to={paths.login.getHref()}>Acceder al Portal</Link>
          </Button>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="focus:outline-none">
        <section className="bg-gradient-to-b from-accent to-background">
          <div className="container grid gap-6 py-16 text-center md:py-24">
            <p className="text-sm font-semibold uppercase tracking-widest text-primary">Portal de Clientes</p>
            <h1 className="mx-auto max-w-3xl text-balance text-3xl font-bold tracking-tight sm:text-4xl md:text-5xl">
              Toda la información de tus servicios, en un solo lugar
            </h1>
            <p className="mx-auto max-w-2xl text-balance text-lg text-muted-foreground">
              Consulta tu directorio, documentos REPSE, resultados de laboratorio, indicadores y facturas de
              forma segura, cuando lo necesites.
            </p>
            <div>
              <Button asChild size="lg">
                <Link to={paths.login.getHref()}>
                  Acceder al Portal
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </div>
        </section>
        <FeatureGrid />
        <BenefitList />
      </main>
      <footer className="border-t py-8 text-center text-sm text-muted-foreground">
        © {year} Portal de Clientes. Todos los derechos reservados.
      </footer>
    </div>
  );
}
