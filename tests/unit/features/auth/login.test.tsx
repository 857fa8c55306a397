import { act, screen, waitFor } from '@testing-library/react';

import { loginHints } from '@/features/auth/components/login-form';
import { resetToasts } from '@/lib/toast';

import { PRELOAD_TIMEOUT_MS, preloadRoutes } from '../../app/preload-routes';
import { registerAccounts } from '../../helpers/accounts';
import { findDialog } from '../../helpers/dialogs';
import { identity } from '../../helpers/fake-firebase';
import { backend } from '../../kit/fake-backend';
import { PASSWORD, renderApp, type Rendered } from '../../kit/render';

beforeAll(preloadRoutes, PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  registerAccounts();
});

async function fillLogin(app: Rendered, identifier: string, password: string) {
  await app.user.type(await screen.findByLabelText('Correo electrónico o usuario'), identifier);
  await app.user.type(screen.getByLabelText('Contraseña'), password);
}

const INVALID = 'El correo/usuario o la contraseña son incorrectos. Por favor, verifica tus datos.';
const authFailure = (code: string) =>
  Object.assign(new Error(`Firebase: Error (auth/${code}).`), { code: `auth/${code}` });

const resolveRequests = () => backend.requestsTo('rpc/resolve_login_email', 'POST');

describe('login errors beside the form', () => {
  it('shows a wrong password in an alert under the fields as well as in the toast, until a field changes', async () => {
    const app = renderApp('/login');
    await fillLogin(app, 'admin@portal.demo', 'equivocada');
    await app.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INVALID);
    expect(alert.closest('form')).not.toBeNull();
    expect(screen.getByText('Error de Acceso')).toBeInTheDocument();

    await app.user.type(screen.getByLabelText('Contraseña'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'too-many-requests',
      'Has intentado iniciar sesión demasiadas veces. Por tu seguridad, el acceso ha sido bloqueado temporalmente. Intenta más tarde.',
    ],
    ['user-disabled', 'Tu cuenta ha sido deshabilitada.'],
    ['network-request-failed', 'No se pudo conectar con el servicio. Revisa tu conexión a internet.'],
  ])('says why beside the form when Firebase answers %s', async (code, text) => {
    identity.signIn.mockRejectedValueOnce(authFailure(code));
    const app = renderApp('/login');
    await fillLogin(app, 'admin@portal.demo', PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(app.location()).toBe('/login');
  });

  it('tells why the submit button is disabled, in a hint tied to it', async () => {
    const app = renderApp('/login');
    const submit = await screen.findByRole('button', { name: 'Iniciar Sesión' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(loginHints.both);
    expect(screen.getByText(loginHints.both)).toBeVisible();

    await app.user.type(screen.getByLabelText('Correo electrónico o usuario'), 'admin');
    expect(submit).toHaveAccessibleDescription(loginHints.password);
    await app.user.clear(screen.getByLabelText('Correo electrónico o usuario'));
    await app.user.type(screen.getByLabelText('Contraseña'), 'x');
    expect(submit).toHaveAccessibleDescription(loginHints.identifier);

    await app.user.type(screen.getByLabelText('Correo electrónico o usuario'), 'admin');
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(loginHints.both)).not.toBeInTheDocument();
  });
});

describe('login screen', () => {
  it('keeps the submit button disabled until both fields are filled', async () => {
    const app = renderApp('/login');
    const submit = await screen.findByRole('button', { name: 'Iniciar Sesión' });
    expect(submit).toBeDisabled();
    await app.user.type(screen.getByLabelText('Correo electrónico o usuario'), 'admin');
    expect(submit).toBeDisabled();
    await app.user.type(screen.getByLabelText('Contraseña'), 'x');
    expect(submit).toBeEnabled();
    await app.user.clear(screen.getByLabelText('Correo electrónico o usuario'));
    await app.user.type(screen.getByLabelText('Correo electrónico o usuario'), '   ');
    expect(submit).toBeDisabled();
  });

  it('signs in by email without asking the server for a username, and lands in the role area', async () => {
    const app = renderApp('/login');
    await fillLogin(app, 'admin@portal.demo', PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/admin/clientes'));
    expect(identity.signIn).toHaveBeenCalledWith('admin@portal.demo', PASSWORD);
    expect(resolveRequests()).toHaveLength(0);
  });

  it('resolves a username on the server and returns to the page first asked for', async () => {
    const app = renderApp(`/login?redirectTo=${encodeURIComponent('/dashboard/client?tab=profile')}`);
    await fillLogin(app, ' cliente_a ', PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/client?tab=profile'));
    expect(resolveRequests().map((r) => r.body)).toEqual([{ p_username: 'cliente_a' }]);
    expect(identity.signIn).toHaveBeenCalledWith('cliente.a@portal.demo', PASSWORD);
    expect(await screen.findByText('Información de la Cuenta')).toBeInTheDocument();
  });

  it("asks for a username's email when the person leaves the field, and signing in does not ask again", async () => {
    const app = renderApp('/login');
    await app.user.type(await screen.findByLabelText('Correo electrónico o usuario'), 'cliente_a');
    expect(resolveRequests()).toHaveLength(0);
    await app.user.tab();
    await waitFor(() => expect(resolveRequests().map((r) => r.body)).toEqual([{ p_username: 'cliente_a' }]));
    await app.user.type(screen.getByLabelText('Contraseña'), PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/client'));
    expect(identity.signIn).toHaveBeenCalledWith('cliente.a@portal.demo', PASSWORD);
    expect(resolveRequests()).toHaveLength(1);
  });

  it('signs in with the username finally typed, not the one asked for before', async () => {
    const app = renderApp('/login');
    await fillLogin(app, 'cliente_a', PASSWORD);
    await waitFor(() => expect(resolveRequests()).toHaveLength(1));
    const field = screen.getByLabelText('Correo electrónico o usuario');
    await app.user.clear(field);
    await app.user.type(field, 'colaborador');
    await app.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/collaborator/lms'));
    expect(identity.signIn).toHaveBeenCalledTimes(1);
    expect(identity.signIn).toHaveBeenCalledWith('colaborador@portal.demo', PASSWORD);
    expect(resolveRequests().map((r) => r.body)).toEqual([
      { p_username: 'cliente_a' },
      { p_username: 'colaborador' },
    ]);
  });

  // The guard keeps the page a user was on when they signed out; the next person may have another role.
  it("ignores a redirect target inside another role's area", async () => {
    const app = renderApp(`/login?redirectTo=${encodeURIComponent('/dashboard/admin/facturacion')}`);
    await fillLogin(app, 'cliente_a', PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/client'));
    expect(screen.queryByText(/Acceso Denegado/)).not.toBeInTheDocument();
  });

  it('ignores a redirect target outside the dashboard', async () => {
    const app = renderApp(`/login?redirectTo=${encodeURIComponent('https://malo.example')}`);
    await fillLogin(app, 'colaborador', PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/collaborator/lms'));
  });

  it('shows the credentials error for a wrong password and for an unknown username', async () => {
    const app = renderApp('/login');
    await fillLogin(app, 'admin@portal.demo', 'equivocada');
    await app.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText('Error de Acceso')).toBeInTheDocument();
    expect(screen.getAllByText(INVALID)).toHaveLength(2);
    expect(app.location()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();

    act(() => resetToasts());
    await app.user.clear(screen.getByLabelText('Correo electrónico o usuario'));
    await app.user.type(screen.getByLabelText('Correo electrónico o usuario'), 'nadie');
    await app.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(resolveRequests().map((r) => r.body)).toEqual([{ p_username: 'nadie' }]);
    expect(identity.signIn).toHaveBeenCalledTimes(1);
  });

  it('explains a failed username lookup without trying to sign in', async () => {
    backend.fail('rpc/resolve_login_email', { status: 500, message: 'boom' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = renderApp('/login');
    await fillLogin(app, 'cliente_a', PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText('Error de Acceso')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ocurrió un error inesperado. Por favor, inténtalo de nuevo.',
    );
    expect(identity.signIn).not.toHaveBeenCalled();
  });

  it('shows Iniciando sesión... while submitting', async () => {
    let release: () => void = () => {};
    identity.signIn.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    const app = renderApp('/login');
    await fillLogin(app, 'admin@portal.demo', PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('button', { name: 'Iniciando sesión...' })).toBeDisabled();
    release();
  });
});

describe('forgot-password dialog', () => {
  it('requires an email, then sends the link to /reset-password and clears the field', async () => {
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    const dialog = await findDialog('Restablecer Contraseña');
    expect(dialog).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Enviar Enlace' }));
    expect(await screen.findByText('Por favor, ingresa tu correo electrónico.')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(identity.sendPasswordResetEmail).not.toHaveBeenCalled();

    await app.user.type(screen.getByLabelText('Correo electrónico'), ' cliente.a@portal.demo ');
    await app.user.click(screen.getByRole('button', { name: 'Enviar Enlace' }));
    expect(
      await screen.findByText(
        'Si tu correo está registrado, recibirás un enlace para restablecer tu contraseña.',
      ),
    ).toBeInTheDocument();
    expect(identity.sendPasswordResetEmail).toHaveBeenCalledWith(
      'cliente.a@portal.demo',
      `${window.location.origin}/reset-password`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The dialog's submit is not the login form's: nobody tried to sign in.
    expect(identity.signIn).not.toHaveBeenCalled();

    await app.user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(await screen.findByLabelText('Correo electrónico')).toHaveValue('');
  });

  it('closes with Cancelar and reports a send failure', async () => {
    identity.sendPasswordResetEmail.mockRejectedValueOnce(
      Object.assign(new Error('x'), { code: 'auth/internal-error' }),
    );
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    await app.user.type(await screen.findByLabelText('Correo electrónico'), 'a@b.mx');
    await app.user.click(screen.getByRole('button', { name: 'Enviar Enlace' }));
    expect(await screen.findByText('No se pudo enviar el correo de restablecimiento.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Restablecer Contraseña' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
