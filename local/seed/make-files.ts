// Writes the demo files the seed references (uploaded into Storage by storage.ts, seedStorage):
// REPSE PDFs, lab results, invoice PDFs with CFDI-like XMLs, monthly reports and contact photos.
// Deterministic: re-running produces identical bytes, so the committed files only change with the generator
// (tests/integration/seed-data.test.ts checks that they are up to date).
// Run: npx tsx local/seed/make-files.ts
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { writeDemoFiles } from './generate';

const root = join(dirname(fileURLToPath(import.meta.url)), 'files');
rmSync(root, { recursive: true, force: true });
writeDemoFiles(root);
console.log(`Archivos de demostración escritos en ${root}`);
