// The benches keep their latest figures in one Markdown table of bench/README.md, between two markers.
// A run rewrites the rows it measured (figure, aim, value, date) and keeps the others, so a partial run
// (BENCH_ONLY=...) leaves the figures it did not take with the date they were taken.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { format, resolveConfig } from 'prettier';

export const TABLE_START = '<!-- bench:start -->';
export const TABLE_END = '<!-- bench:end -->';
const HEADER = ['| Cifra | Objetivo | Último valor | Fecha |', '| --- | --- | --- | --- |'];

export interface BenchFigure {
  figure: string;
  aim: string;
  latest: string;
}

interface Row extends BenchFigure {
  date: string;
}

const README = fileURLToPath(new URL('./README.md', import.meta.url));

// A pipe inside a cell would start a new column.
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ').trim();
const uncell = (text: string) => text.trim().replaceAll('\\|', '|');

/** Where the line holding only `marker` starts, or -1. */
function lineAt(text: string, marker: string): number {
  let offset = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === marker) return offset;
    offset += line.length + 1;
  }
  return -1;
}

function parseRows(block: string): Row[] {
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .slice(1) // the header
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map(uncell);
      const [figure = '', aim = '', latest = '', date = ''] = cells;
      return { figure, aim, latest, date };
    });
}

/**
 * The README with its bench table holding `figures` as of `date`: a figure already in the table keeps
 * its place and gets the new aim and value; a new one is added at the end; the rest stay as they were.
 */
export function rewriteBenchTable(readme: string, figures: BenchFigure[], date: string): string {
  // A marker counts only on a line of its own, so prose may name it.
  const start = lineAt(readme, TABLE_START);
  const end = lineAt(readme, TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`bench/README.md needs the markers ${TABLE_START} and ${TABLE_END}, in that order`);
  const rows = parseRows(readme.slice(start + TABLE_START.length, end));
  for (const f of figures) {
    const next = { figure: f.figure.trim(), aim: f.aim.trim(), latest: f.latest.trim(), date };
    const at = rows.findIndex((r) => r.figure === next.figure);
    if (at >= 0) rows[at] = next;
    else rows.push(next);
  }
  const lines = rows.map((r) => `| ${[r.figure, r.aim, r.latest, r.date].map(cell).join(' | ')} |`);
  const table = [...HEADER, ...lines].join('\n');
  return `${readme.slice(0, start)}${TABLE_START}\n\n${table}\n\n${readme.slice(end)}`;
}

/**
 * Writes the figures of this run into bench/README.md, dated today (local time), formatted as Prettier
 * would (the test command checks the formatting of every file).
 */
export async function writeBenchReadme(figures: BenchFigure[], now = new Date()): Promise<void> {
  const date = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  const text = rewriteBenchTable(readFileSync(README, 'utf8'), figures, date);
  // The Tailwind plugin of the project's configuration has nothing to sort in Markdown.
  const options = { ...(await resolveConfig(README)), plugins: [], filepath: README };
  writeFileSync(README, await format(text, options));
  console.log(`\n${figures.length} cifras escritas en bench/README.md (${date}).`);
}
