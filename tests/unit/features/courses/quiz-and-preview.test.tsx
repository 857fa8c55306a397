import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CoursePlayer } from '@/features/courses/components/learner/course-player';

import { findDialog } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';
import { COURSE, done, L1, L2, L3, ME, progressRow, Q1, Q2, quiz, seedCourse } from './learner-fixtures';

const allDone = [done(L1), done(L2), done(L3)];
const renderQuiz = () =>
  renderWithProviders(<CoursePlayer courseId={COURSE} profileId={ME} backHref="/lms" />, {
    profile: profiles.collaborator,
    route: '/?leccion=evaluacion',
  });

/** A grader like the database's: Q1 = o1, Q2 = o3 + o4; counts attempts and passes the course row. */
function gradeLikeTheDatabase() {
  const sent: Record<string, string[]>[] = [];
  let used = 0;
  backend.rpcs.submit_quiz_attempt = (args) => {
    const answers = args.p_answers as Record<string, string[]>;
    sent.push(answers);
    used += 1;
    const results = {
      [Q1]: answers[Q1]?.join() === 'o1',
      [Q2]: [...(answers[Q2] ?? [])].sort().join() === 'o3,o4',
    };
    const score = (Object.values(results).filter(Boolean).length / 2) * 100;
    const passed = score >= 100;
    backend.seed('course_progress', [
      progressRow({
        lessons_completed: 3,
        attempts_used: used,
        best_score: score,
        quiz_passed: passed,
        completed: passed,
        certificate_code: passed ? 'ABCD-1234-EF56' : null,
      }),
    ]);
    backend.rpcs.quiz_for_attempt = () => quiz({ attempts_used: used });
    return { attempt_number: used, score, passed, results, answers };
  };
  return sent;
}

describe('Evaluación Final', () => {
  it('confirms unanswered questions, shows the review, retries and ends in Curso Completado', async () => {
    seedCourse({ progress: allDone });
    const sent = gradeLikeTheDatabase();
    const { user } = renderQuiz();

    expect(await screen.findByText('Calificación mínima para aprobar: 100 %')).toBeInTheDocument();
    expect(screen.getByText('Te quedan 3 intentos de 3')).toBeInTheDocument();
    const q2 = screen.getByRole('group', { name: /¿Qué revisar del arnés\?/ });
    expect(q2).toHaveAccessibleDescription('Selecciona todas las que apliquen');
    expect(within(q2).getAllByRole('checkbox')).toHaveLength(3);
    const q1 = screen.getByRole('group', { name: /¿Altura mínima\?/ });
    expect(within(q1).getAllByRole('radio')).toHaveLength(2);

    // First attempt: one question unanswered, confirmed, and wrong.
    await user.click(within(q1).getByRole('radio', { name: '3 m' }));
    await user.click(screen.getByRole('button', { name: 'Enviar Respuestas' }));
    const confirm = await findDialog('Hay preguntas sin responder', 'alertdialog');
    expect(confirm).toHaveTextContent('Una pregunta está sin responder');
    await user.click(within(confirm).getByRole('button', { name: 'Enviar de Todos Modos' }));

    expect(await screen.findByText('Calificación: 0 %')).toBeInTheDocument();
    expect(sent[0]).toEqual({ [Q1]: ['o2'], [Q2]: [] });
    expect(backend.requestsTo('rpc/submit_quiz_attempt')[0].body).toMatchObject({ p_course_id: COURSE });
    expect(screen.getByText('No aprobado')).toBeInTheDocument();
    const review = screen.getByRole('region', { name: 'Resultado del Intento 1' });
    expect(within(review).getAllByText('Incorrecta')).toHaveLength(2);
    // The review never names the right option.
    expect(review).not.toHaveTextContent('1.80 m');
    expect(await screen.findByText('Te quedan 2 intentos de 3')).toBeInTheDocument();

    // Second attempt: everything right.
    await user.click(screen.getByRole('button', { name: 'Intentar de Nuevo' }));
    await user.click(screen.getByRole('radio', { name: '1.80 m' }));
    await user.click(screen.getByRole('checkbox', { name: 'Costuras' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hebillas' }));
    await user.click(screen.getByRole('button', { name: 'Enviar Respuestas' }));
    expect(await screen.findByText('Calificación: 100 %')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent[1]).toEqual({ [Q1]: ['o1'], [Q2]: ['o3', 'o4'] });
    expect(screen.getByText('Aprobado')).toBeInTheDocument();
    expect(screen.getAllByText('Correcta')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Intentar de Nuevo' })).not.toBeInTheDocument();

    const panel = await screen.findByRole('region', { name: 'Curso Completado' });
    expect(panel).toHaveTextContent('ABCD-1234-EF56');
    expect(within(panel).getByRole('link', { name: 'Ir a Mis Certificados' })).toHaveAttribute(
      'href',
      '/dashboard/collaborator/certificates',
    );
  });

  it('tells the person to contact the administrator when no attempts are left', async () => {
    seedCourse({ progress: allDone, quiz: quiz({ attempts_used: 3 }) });
    renderQuiz();
    expect(await screen.findByText(/Comunícate con el administrador/)).toBeInTheDocument();
    expect(screen.getByText('Te quedan 0 intentos de 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar Respuestas' })).not.toBeInTheDocument();
  });

  it('asks to finish the lessons before the quiz', async () => {
    seedCourse({ progress: [done(L1)] });
    renderQuiz();
    expect(
      await screen.findByText('Completa todas las lecciones para presentar la evaluación.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar Respuestas' })).not.toBeInTheDocument();
  });

  it('shows the database refusal as a toast', async () => {
    seedCourse({ progress: allDone });
    backend.rpcs.submit_quiz_attempt = () => {
      throw { message: 'Ya usaste los 3 intentos permitidos.', status: 400 };
    };
    const { user } = renderQuiz();
    await user.click(await screen.findByRole('radio', { name: '1.80 m' }));
    await user.click(screen.getByRole('checkbox', { name: 'Costuras' }));
    await user.click(screen.getByRole('button', { name: 'Enviar Respuestas' }));
    expect(await screen.findByText('Ya usaste los 3 intentos permitidos.')).toBeInTheDocument();
    expect(screen.getByText('No se pudo enviar la evaluación')).toBeInTheDocument();
  });
});

describe('Preview as a collaborator (admin)', () => {
  it('shows the course with a banner and writes nothing', async () => {
    seedCourse();
    const { user } = renderWithProviders(
      <CoursePlayer courseId={COURSE} preview backHref="/dashboard/admin/lms" />,
      { profile: profiles.admin, route: `/?leccion=${L1}` },
    );
    expect(await screen.findByText('Vista previa como colaborador')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Lección 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar como Completada' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Evaluación Final' }));
    expect(await screen.findByText('Vista previa: las respuestas no se envían')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '1.80 m' }));
    expect(screen.getByRole('button', { name: 'Enviar Respuestas' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Volver al Curso' })).toHaveAttribute(
      'href',
      '/dashboard/admin/lms',
    );
    await waitFor(() => expect(backend.requestsTo('rpc/quiz_for_attempt')).not.toHaveLength(0));
    expect(backend.requestsTo('lesson_progress')).toHaveLength(0);
    expect(backend.requestsTo('course_progress')).toHaveLength(0);
    expect(backend.requestsTo('rpc/submit_quiz_attempt')).toHaveLength(0);
  });
});

describe('Curso Completado and the DC-3', () => {
  const completedRow = (code: string | null) =>
    progressRow({
      lessons_completed: 3,
      attempts_used: 1,
      best_score: 100,
      quiz_passed: true,
      completed: true,
      certificate_code: code,
    });

  it('announces the DC-3 as available while a valid one exists', async () => {
    seedCourse({ progress: allDone });
    backend.seed('course_progress', [completedRow('ABCD-1234-EF56')]);
    renderQuiz();
    const panel = await screen.findByRole('region', { name: 'Curso Completado' });
    expect(panel).toHaveTextContent('Tu constancia DC-3 ya está disponible.');
    expect(panel).toHaveTextContent('Código de verificación: ABCD-1234-EF56');
  });

  it('never announces a revoked DC-3 as available (the course stays completed)', async () => {
    seedCourse({ progress: allDone });
    // course_progress names only a valid certificate: a revoked one leaves the code empty.
    backend.seed('course_progress', [completedRow(null)]);
    renderQuiz();
    const panel = await screen.findByRole('region', { name: 'Curso Completado' });
    expect(panel).not.toHaveTextContent('ya está disponible');
    expect(panel).not.toHaveTextContent('Código de verificación');
    expect(panel).toHaveTextContent('No tienes una constancia DC-3 vigente de este curso.');
  });

  it('says the DC-3 is pending when the database could not issue it yet (data missing)', async () => {
    seedCourse({ progress: allDone });
    backend.seed('course_progress', [
      {
        ...completedRow(null),
        certificate_blocker: 'No se puede emitir la constancia DC-3: faltan datos del trabajador (CURP).',
      },
    ]);
    renderQuiz();
    const panel = await screen.findByRole('region', { name: 'Curso Completado' });
    expect(panel).toHaveTextContent(
      'Tu constancia DC-3 está pendiente: faltan datos que la constancia exige',
    );
    expect(panel).not.toHaveTextContent('No tienes una constancia DC-3 vigente');
    // The admin's wording (where to fix it) is not shown to the learner.
    expect(panel).not.toHaveTextContent('CURP');
  });
});
