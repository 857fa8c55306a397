import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';

export const notFoundTexts = {
  title: 'Curso No Encontrado',
  description: 'Este curso no existe o no está asignado a ti. Revisa tu lista de cursos.',
  back: 'Volver a Mis Cursos',
} as const;

export const notFoundEmpty = (backHref: string) => ({
  icon: SearchX,
  title: notFoundTexts.title,
  description: notFoundTexts.description,
  action: (
    <Link to={backHref} className={buttonVariants({ variant: 'outline' })}>
      {notFoundTexts.back}
    </Link>
  ),
});
