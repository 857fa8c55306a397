// Shown once the database reports the course complete. The DC-3 is announced only while a valid one exists
// (course_progress names only a certificate that is not revoked); without one, the text says so and where
// to look, never that it is available. When the database could not issue it yet (the worker's or the
// employer's DC-3 data is missing: certificate_blocker), the text says it is pending on the administrator.
import { Award } from 'lucide-react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

export const completeTexts = {
  title: 'Curso Completado',
  body: 'Terminaste todas las lecciones y aprobaste la evaluación.',
  bodyNoQuiz: 'Terminaste todas las lecciones.',
  available: 'Tu constancia DC-3 ya está disponible.',
  notValid:
    'No tienes una constancia DC-3 vigente de este curso. Si fue revocada, el motivo está en Mis Certificados; tu administrador puede emitir una nueva.',
  pending:
    'Tu constancia DC-3 está pendiente: faltan datos que la constancia exige (de tu perfil o de tu empresa). Tu administrador la emitirá en cuanto los complete.',
  code: (code: string) => `Código de verificación: ${code}`,
  link: 'Ir a Mis Certificados',
} as const;

interface CourseCompleteProps {
  code: string | null;
  /** The database could not issue the DC-3 yet (data missing). */
  pending: boolean;
  hasQuiz: boolean;
}

function certificateText({ code, pending }: Pick<CourseCompleteProps, 'code' | 'pending'>) {
  if (code) return completeTexts.available;
  return pending ? completeTexts.pending : completeTexts.notValid;
}

export function CourseComplete({ code, pending, hasQuiz }: CourseCompleteProps) {
  return (
    <section
      aria-labelledby="course-complete-title"
      className="flex flex-col gap-3 rounded-lg border border-success/40 bg-success/10 p-5"
    >
      <div className="flex items-center gap-2">
        <Award className="size-6 text-success" aria-hidden="true" />
        <h3 id="course-complete-title" className="text-lg font-semibold">
          {completeTexts.title}
        </h3>
      </div>
      <p className="text-sm">
        {hasQuiz ? completeTexts.body : completeTexts.bodyNoQuiz} {certificateText({ code, pending })}
      </p>
      {code && <p className="font-mono text-sm">{completeTexts.code(code)}</p>}
      <Link
        to={paths.collaborator.certificates.getHref()}
        className={buttonVariants({ className: 'w-full sm:w-fit' })}
      >
        {completeTexts.link}
      </Link>
    </section>
  );
}
