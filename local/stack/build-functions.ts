// Builds the Cloud Functions (functions/src) into one CommonJS file, functions/lib/index.js, or into
// another folder (the browser tests' own copy). The pieces the functions share with the app (the user
// form's schema and texts, the generated database types) are bundled in; the Firebase SDKs and nodemailer
// stay external, installed from functions/package.json where the functions run.
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const FUNCTIONS_DIR = join(ROOT, 'functions');
const EXTERNAL = [
  'firebase-functions',
  'firebase-functions/*',
  'firebase-admin',
  'firebase-admin/*',
  'nodemailer',
];

export async function buildFunctions(outDir = join(FUNCTIONS_DIR, 'lib')): Promise<string> {
  const outfile = join(outDir, 'index.js');
  await build({
    entryPoints: [join(FUNCTIONS_DIR, 'src', 'index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: EXTERNAL,
    tsconfig: join(FUNCTIONS_DIR, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return outfile;
}
