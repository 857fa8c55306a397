// Build-time prerender of the public pages: after `vite build` writes the client, a second (SSR) build of
// src/prerender.tsx renders each page as a visitor sees it, and its HTML goes into dist/<page>/index.html
// inside the app's root element. The browser paints it from HTML and CSS alone; main.tsx then hydrates it.
// The page at '/' is dist/index.html itself, so the SPA shell (the HTML every other route starts from)
// is written to dist/app.html: a static host serves dist/<page>/index.html for /<page>, index.html for
// '/', and app.html for the rest (firebase.json's rewrite; `vite preview` through this plugin too).
import { existsSync, statSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import react from '@vitejs/plugin-react';
import { build, type Connect, type Plugin, type ResolvedConfig } from 'vite';

import { SESSION_KEY_PREFIX } from '../src/lib/auth/persisted-session';

const ROOT_ELEMENT = '<div id="root"></div>';
/** The SPA shell, beside the prerendered pages (dist/index.html is the page at '/'). */
export const SHELL_FILE = 'app.html';

/** What the server entry (src/prerender.tsx) exports: `env` is the app's parse of its VITE_* settings. */
interface ServerEntry<Env> {
  render: (path: string) => Promise<string>;
  env: Env;
}

export interface PrerenderPage {
  path: string;
  /**
   * 'session': the page is complete as HTML for a visitor (links are plain links), so the app's JavaScript
   * loads only in a browser with a stored session, where the app must run over it (the forced password
   * change). 'always' (default): the page is hydrated for everyone (a form needs the app).
   */
  app?: 'always' | 'session';
}

/** The shell's entry script and preloads, replaced by a loader that imports the entry only with a session. */
function appOnlyWithSession(shell: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
  if (!entry) throw new Error('index.html no contiene el script de entrada');
  const loader =
    `<script type="module">try{for(let i=0;i<localStorage.length;i++)` +
    `if(localStorage.key(i).startsWith(${JSON.stringify(SESSION_KEY_PREFIX)})){import(${JSON.stringify(entry[1])});break}}` +
    `catch{import(${JSON.stringify(entry[1])})}</script>`;
  return shell.replace(entry[0], loader).replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

/** React hoists a page's <title> to the document head; the static page must carry it there too. */
function intoShell(shell: string, html: string): string {
  const title = /^<title>[^<]*<\/title>/.exec(html)?.[0];
  const body = title ? html.slice(title.length) : html;
  const head = title ? shell.replace(/<title>[^<]*<\/title>/, title) : shell;
  return head.replace(ROOT_ELEMENT, `<div id="root">${body}</div>`);
}

/**
 * `vite preview` as the host serves the build: a page request for a path with no file of its own gets the
 * shell. The prerendered pages keep `vite preview`'s own handling ('/' is index.html).
 */
function shellFallback(outDir: string): Connect.NextHandleFunction {
  return (req, _res, next) => {
    const accept = req.headers.accept ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !/text\/html|\*\/\*/.test(accept)) return next();
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = join(outDir, path);
    const page = path.endsWith('/') ? join(file, 'index.html') : `${file}.html`;
    if (path === '/' || (existsSync(file) && statSync(file).isFile()) || existsSync(page)) return next();
    req.url = `/${SHELL_FILE}`;
    next();
  };
}

/**
 * `onBuilt` runs once the pages are written, with the settings the build was made with (the app's own
 * parse of its VITE_* values); it is not called when those settings are invalid.
 */
export function prerender<Env>(
  pages: PrerenderPage[],
  onBuilt?: (outDir: string, env: Env) => Promise<unknown>,
): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-prerender',
    apply: (userConfig, env) => (env.command === 'build' && !userConfig.build?.ssr) || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      server.middlewares.use(shellFallback(resolve(config.root, config.build.outDir)));
    },
    async closeBundle() {
      if (config.command !== 'build') return;
      const outDir = resolve(config.root, config.build.outDir);
      // Before anything that may fail: every route without a page of its own starts from the shell.
      await copyFile(join(outDir, 'index.html'), join(outDir, SHELL_FILE));
      // Inside the project, so that the server bundle's imports of packages resolve to its node_modules.
      const ssrDir = await mkdtemp(join(config.root, '.prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          resolve: { alias: config.resolve.alias },
          plugins: [react()],
          build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
        });
        const entry = pathToFileURL(join(ssrDir, 'prerender.js')).href;
        let server: ServerEntry<Env>;
        try {
          server = (await import(entry)) as ServerEntry<Env>;
        } catch (error) {
          // Without valid VITE_* values the app cannot even start (it shows that message in the browser);
          // the build still succeeds, as it did before prerendering, with every page served by the shell.
          this.warn(`Sin páginas prerenderizadas: ${error instanceof Error ? error.message : String(error)}`);
          return;
        }
        const shell = await readFile(join(outDir, SHELL_FILE), 'utf8');
        if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html no contiene ${ROOT_ELEMENT}`);
        for (const page of pages) {
          const html = intoShell(shell, await server.render(page.path));
          await mkdir(join(outDir, page.path), { recursive: true });
          await writeFile(
            join(outDir, page.path, 'index.html'),
            page.app === 'session' ? appOnlyWithSession(html) : html,
          );
        }
        await onBuilt?.(outDir, server.env);
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
