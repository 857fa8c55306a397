// What each JavaScript chunk of the production build holds: `npx tsx bench/portal/chunks.ts [outDir]`
// builds the app (the project's vite.config.ts) and prints every chunk with its gzip size, its static
// imports, and the packages or source folders inside it with their share of that gzip size (estimated
// from each module's rendered length before minification). Beside the bench's list of the files each
// route fetched (BENCH_FILES=1), it says why a route weighs what it does.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { build, type Plugin } from 'vite';

interface ChunkStats {
  file: string;
  imports: string[];
  dynamicImports: string[];
  modules: { id: string; length: number }[];
}

/** node_modules/<pkg> (scoped or not), else the src folder two levels deep, else the id. */
export function moduleGroup(id: string): string {
  const clean = id.replace(/\?.*$/, '');
  const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(clean);
  if (pkg) return pkg[1].replace(/\\/g, '/');
  const src = /[\\/]src[\\/](.*)$/.exec(clean);
  if (src) return `src/${src[1].split('/').slice(0, 2).join('/')}`;
  return clean;
}

function statsPlugin(out: ChunkStats[]): Plugin {
  return {
    name: 'bench-chunk-stats',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        out.push({
          file: item.fileName,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          modules: Object.entries(item.modules).map(([id, m]) => ({ id, length: m.renderedLength })),
        });
      }
    },
  };
}

async function main() {
  const outDir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'portal-chunks-'));
  const stats: ChunkStats[] = [];
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true }, plugins: [statsPlugin(stats)] });
  const gzip = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const rows = stats.map((c) => ({ ...c, gz: gzip(c.file) })).sort((a, b) => b.gz - a.gz);
  for (const c of rows) {
    const total = c.modules.reduce((n, m) => n + m.length, 0) || 1;
    const groups = new Map<string, number>();
    for (const m of c.modules) groups.set(moduleGroup(m.id), (groups.get(moduleGroup(m.id)) ?? 0) + m.length);
    const parts = [...groups]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([g, n]) => `${g} ~${kb((c.gz * n) / total)}`);
    console.log(`${c.file} ${kb(c.gz)}`);
    console.log(`  imports: ${c.imports.join(', ') || '-'}`);
    console.log(`  contains: ${parts.join(', ')}`);
  }
  writeFileSync(join(outDir, 'chunk-stats.json'), JSON.stringify(rows, null, 1));
  console.log(`\nbuild: ${outDir} (chunk-stats.json beside it)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
