// The browser tab's title follows the screen (React 19 hoists <title> into <head>), so a screen-reader
// user and anyone with many tabs knows where they are.
export const APP_NAME = 'Portal de Clientes';

export function PageTitle({ title }: { title?: string }) {
  return <title>{title && title !== APP_NAME ? `${title} · ${APP_NAME}` : APP_NAME}</title>;
}
