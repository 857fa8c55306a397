// Relationships derived from foreign keys, as PostgREST sees them: many-to-one, one-to-many, one-to-one,
// many-to-many through a junction table, and the same through views that expose the key columns.
import type { ForeignKey, Table } from './schema-cache';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Junction {
  table: number;
  /** constraint from junction to `from`, with pairs [junctionCol, fromCol] */
  fk1: string;
  cols1: [string, string][];
  /** constraint from junction to `to`, with pairs [junctionCol, toCol] */
  fk2: string;
  cols2: [string, string][];
}

export interface Relationship {
  cardinality: Cardinality;
  from: number;
  to: number;
  constraint: string;
  /** join pairs [fromCol, toCol] (not used for many-to-many) */
  cols: [string, string][];
  junction?: Junction;
  /** computed relationship: a function `fn(from_row)` returning rows of `to` */
  computed?: { schema: string; name: string };
}

type ViewSources = Map<number, Map<string, { rel: number; col: string }>>;

/** Relations (the table itself and views over it) exposing all `cols` of `rel`, with the renamed columns. */
function exposures(rel: number, cols: string[], views: ViewSources): { rel: number; cols: string[] }[] {
  const out = [{ rel, cols }];
  for (const [view, sources] of views) {
    const renamed = cols.map((c) => [...sources].find(([, s]) => s.rel === rel && s.col === c)?.[0]);
    if (renamed.every((c): c is string => c !== undefined)) out.push({ rel: view, cols: renamed });
  }
  return out;
}

const isUniqueKey = (t: Table | undefined, cols: string[]) =>
  !!t &&
  [t.pk, ...t.uniques].some(
    (k) => k.length > 0 && k.length === cols.length && k.every((c) => cols.includes(c)),
  );

export function buildRelationships(
  tables: Map<number, Table>,
  fks: ForeignKey[],
  views: ViewSources,
): Relationship[] {
  const rels: Relationship[] = [];
  for (const fk of fks) {
    const oneToOne = isUniqueKey(tables.get(fk.from), fk.fromCols);
    for (const a of exposures(fk.from, fk.fromCols, views)) {
      for (const b of exposures(fk.to, fk.toCols, views)) {
        const pairs = a.cols.map((c, i): [string, string] => [c, b.cols[i]]);
        rels.push({
          cardinality: oneToOne ? 'one-to-one' : 'many-to-one',
          from: a.rel,
          to: b.rel,
          constraint: fk.name,
          cols: pairs,
        });
        rels.push({
          cardinality: oneToOne ? 'one-to-one' : 'one-to-many',
          from: b.rel,
          to: a.rel,
          constraint: fk.name,
          cols: pairs.map(([x, y]): [string, string] => [y, x]),
        });
      }
    }
  }
  // Many-to-many: a junction whose primary key contains the columns of two foreign keys.
  const byTable = new Map<number, ForeignKey[]>();
  for (const fk of fks) byTable.set(fk.from, [...(byTable.get(fk.from) ?? []), fk]);
  for (const [jt, list] of byTable) {
    const pk = tables.get(jt)?.pk ?? [];
    const inPk = list.filter((fk) => fk.fromCols.every((c) => pk.includes(c)));
    for (const f1 of inPk) {
      for (const f2 of inPk) {
        if (f1 === f2) continue;
        for (const a of exposures(f1.to, f1.toCols, views)) {
          for (const b of exposures(f2.to, f2.toCols, views)) {
            rels.push({
              cardinality: 'many-to-many',
              from: a.rel,
              to: b.rel,
              constraint: f1.name,
              cols: [],
              junction: {
                table: jt,
                fk1: f1.name,
                cols1: f1.fromCols.map((c, i): [string, string] => [c, a.cols[i]]),
                fk2: f2.name,
                cols2: f2.fromCols.map((c, i): [string, string] => [c, b.cols[i]]),
              },
            });
          }
        }
      }
    }
  }
  return rels;
}
