// The invitation e-mail, in Spanish, as HTML and as plain text: who invites, the link to choose a
// password, how long it lasts and whom to ask.
import type { OutgoingMail, Provider } from './types';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function invitationMail(input: {
  to: string;
  fullName: string | null;
  link: string;
  provider: Provider;
}): OutgoingMail {
  const { provider, link } = input;
  const greeting = input.fullName ? `Hola, ${input.fullName}:` : 'Hola:';
  const subject = `Tu acceso al Portal de Clientes de ${provider.name}`;
  const lines = [
    greeting,
    '',
    `${provider.name} te dio acceso a su Portal de Clientes con el correo ${input.to}.`,
    'Para entrar, elige tu contraseña en este enlace:',
    '',
    link,
    '',
    'El enlace vence en una hora. Si venció, en la página de inicio de sesión usa «¿Olvidaste tu contraseña?» con este mismo correo.',
    '',
    `¿Dudas? Escríbenos a ${provider.email} o llámanos al ${provider.phone}.`,
    `Portal: ${provider.portalUrl}`,
  ];
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:36rem;margin:0 auto;padding:1rem">
<p>${escape(greeting)}</p>
<p><strong>${escape(provider.name)}</strong> te dio acceso a su Portal de Clientes con el correo <strong>${escape(input.to)}</strong>.</p>
<p><a href="${escape(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:.75rem 1.25rem;border-radius:.375rem;text-decoration:none">Elegir mi contraseña</a></p>
<p style="font-size:.875rem;color:#4b5563">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${escape(link)}">${escape(link)}</a></p>
<p style="font-size:.875rem;color:#4b5563">El enlace vence en una hora. Si venció, en la página de inicio de sesión usa «¿Olvidaste tu contraseña?» con este mismo correo.</p>
<hr style="border:none;border-top:1px solid #e5e7eb">
<p style="font-size:.875rem;color:#4b5563">¿Dudas? Escríbenos a <a href="mailto:${escape(provider.email)}">${escape(provider.email)}</a> o llámanos al ${escape(provider.phone)}.<br>
<a href="${escape(provider.portalUrl)}">${escape(provider.portalUrl)}</a></p>
</body></html>`;
  return { to: input.to, subject, text: lines.join('\n'), html };
}
