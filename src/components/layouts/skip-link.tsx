// "Saltar al contenido": the first stop of the keyboard on every page with navigation; it moves the focus
// to the page's <main id="contenido"> without touching the URL (the router owns it).
export const MAIN_ID = 'contenido';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-foreground focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-ring"
    >
      Saltar al contenido
    </a>
  );
}
