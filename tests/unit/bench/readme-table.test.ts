import { format } from 'prettier';
import { describe, expect, it } from 'vitest';

import { rewriteBenchTable, TABLE_END, TABLE_START } from '../../../bench/readme-table';

const README = `# Bench

Aims first; the table lies between \`${TABLE_START}\` and \`${TABLE_END}\`.

${TABLE_START}

| Cifra | Objetivo | Último valor | Fecha |
| --- | --- | --- | --- |
| /login: JS | ≤ 150 kB JS | 140.6 kB | 2026-11-27 |
| abrir cliente · REPSE | ≤ 500 ms | 815 ms | 2026-11-27 |

${TABLE_END}

Notes after the table.
`;

const rowsOf = (readme: string) => {
  const lines = readme.split('\n');
  return lines
    .slice(lines.indexOf(TABLE_START), lines.indexOf(TABLE_END))
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Cifra') && !line.startsWith('| ---'));
};

describe('rewriteBenchTable', () => {
  it('replaces a measured figure in place and keeps the ones this run did not take', () => {
    const out = rewriteBenchTable(
      README,
      [{ figure: 'abrir cliente · REPSE', aim: '≤ 500 ms', latest: '420 ms' }],
      '2026-12-01',
    );
    expect(rowsOf(out)).toEqual([
      '| /login: JS | ≤ 150 kB JS | 140.6 kB | 2026-11-27 |',
      '| abrir cliente · REPSE | ≤ 500 ms | 420 ms | 2026-12-01 |',
    ]);
  });

  it('adds a new figure at the end and leaves the text around the markers alone', () => {
    const out = rewriteBenchTable(README, [{ figure: 'ZIP / sin ZIP', aim: '≤ 1.2×', latest: '2.4×' }], 'd');
    expect(rowsOf(out).at(-1)).toBe('| ZIP / sin ZIP | ≤ 1.2× | 2.4× | d |');
    expect(rowsOf(out)).toHaveLength(3);
    expect(out.slice(0, out.indexOf('| Cifra'))).toBe(README.slice(0, README.indexOf('| Cifra')));
    expect(out.endsWith(`${TABLE_END}\n\nNotes after the table.\n`)).toBe(true);
  });

  it('escapes a pipe inside a figure, and reads it back as the same figure', () => {
    const figure = { figure: 'a | b', aim: '', latest: '1 ms' };
    const once = rewriteBenchTable(README, [figure], 'd1');
    expect(rowsOf(once).at(-1)).toBe('| a \\| b |  | 1 ms | d1 |');
    const twice = rewriteBenchTable(once, [{ ...figure, latest: '2 ms' }], 'd2');
    expect(rowsOf(twice)).toHaveLength(3);
    expect(rowsOf(twice).at(-1)).toBe('| a \\| b |  | 2 ms | d2 |');
  });

  it('reads back the table once Prettier has padded its columns', async () => {
    const padded = await format(README, { parser: 'markdown' });
    expect(padded).not.toBe(README);
    const out = rewriteBenchTable(
      padded,
      [{ figure: '/login: JS', aim: '≤ 150 kB JS', latest: '139 kB' }],
      'd',
    );
    expect(rowsOf(out)).toEqual([
      '| /login: JS | ≤ 150 kB JS | 139 kB | d |',
      '| abrir cliente · REPSE | ≤ 500 ms | 815 ms | 2026-11-27 |',
    ]);
  });

  it('refuses a README without both markers', () => {
    expect(() => rewriteBenchTable('# Bench\n', [], 'd')).toThrow(TABLE_START);
    expect(() => rewriteBenchTable(`${TABLE_END}\n${TABLE_START}\n`, [], 'd')).toThrow(TABLE_END);
  });
});
