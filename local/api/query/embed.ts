// Choosing the relationship behind an embed `rel!hint(...)`, with PostgREST's PGRST200/PGRST201 errors.
import { ApiError } from '../errors';
import type { Relationship } from '../relationships';
import type { SchemaCache, Table } from '../schema-cache';
import { closest } from './fuzzy';

const tableOf = (cache: SchemaCache, oid: number) => cache.tables.get(oid) as Table;

function matchesHint(cache: SchemaCache, r: Relationship, hint: string): boolean {
  if (r.constraint === hint) return true;
  if (r.junction) {
    return (
      tableOf(cache, r.junction.table).name === hint || r.junction.fk2 === hint || r.junction.fk1 === hint
    );
  }
  return r.cols.some(([a, b]) => a === hint || b === hint);
}

/** Candidates whose target is named `name`, or whose FK constraint / FK column is `name`. */
function candidates(cache: SchemaCache, parent: Table, name: string): Relationship[] {
  const from = cache.relationships.filter((r) => r.from === parent.oid && !isSelf(r));
  const computed = from.filter((r) => r.computed?.name === name);
  if (computed.length) return computed;
  const byTarget = from.filter((r) => {
    if (r.computed) return false;
    const t = tableOf(cache, r.to);
    return t.name === name && cache.schemas.includes(t.schema);
  });
  if (byTarget.length) return byTarget;
  const byConstraint = from.filter((r) => !r.junction && r.constraint === name);
  if (byConstraint.length) return byConstraint;
  return from.filter(
    (r) => !r.junction && r.cardinality !== 'one-to-many' && r.cols.length === 1 && r.cols[0][0] === name,
  );
}

const isSelf = (r: Relationship) => r.from === r.to && !r.computed && !r.junction;

/**
 * A self-referencing foreign key gives one many-to-one and one one-to-many relationship between the same
 * table; PostgREST tells them apart by convention: the table's name is the children (one-to-many), the FK
 * column's name is the parent (many-to-one), and a hint names the FK column of the children.
 */
function selfCandidates(cache: SchemaCache, parent: Table, name: string, hint?: string): Relationship[] {
  return cache.relationships.filter((r) => {
    if (r.from !== parent.oid || !isSelf(r)) return false;
    const single = r.cols.length === 1;
    const toName = tableOf(cache, r.to).name;
    if (hint !== undefined)
      return toName === name && r.cardinality === 'one-to-many' && single && r.cols[0][1] === hint;
    return (
      (toName === name && r.cardinality === 'one-to-many') ||
      (r.cardinality === 'many-to-one' && single && r.cols[0][0] === name)
    );
  });
}

export function resolveRelationship(
  cache: SchemaCache,
  schema: string,
  parent: Table,
  name: string,
  hint?: string,
): Relationship {
  let found = candidates(cache, parent, name);
  if (hint !== undefined) found = found.filter((r) => matchesHint(cache, r, hint));
  found = [...found, ...selfCandidates(cache, parent, name, hint)];
  if (found.length > 1) {
    // Same target through a table and through views over it is not ambiguous when one is the table itself.
    const direct = found.filter(
      (r) => tableOf(cache, r.to).kind === 'table' || tableOf(cache, r.to).name === name,
    );
    if (direct.length === 1) found = direct;
  }
  if (found.length === 1) return found[0];
  if (found.length === 0) {
    const using = hint !== undefined ? ` using the hint '${hint}'` : '';
    const related = cache.relationships
      .filter((r) => r.from === parent.oid)
      .map((r) => tableOf(cache, r.to).name);
    const near = closest(name, [...new Set(related)]);
    throw new ApiError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}'${using} in the schema '${schema}', but no matches were found.`,
      near ? `Perhaps you meant '${near}' instead of '${name}'.` : null,
    );
  }
  const details = found.map((r) => ({
    cardinality: r.cardinality,
    embedding: `${parent.name} with ${name}`,
    relationship: describe(cache, r),
  }));
  const options = found.map(
    (r) => `'${name}!${r.junction ? tableOf(cache, r.junction.table).name : r.constraint}'`,
  );
  throw new ApiError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    details,
    `Try changing '${name}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

function describe(cache: SchemaCache, r: Relationship): string {
  const from = tableOf(cache, r.from).name;
  const to = tableOf(cache, r.to).name;
  if (r.junction) {
    const j = r.junction;
    const jt = tableOf(cache, j.table).name;
    return `${jt} using ${j.fk1}(${j.cols1.map((c) => c[0]).join(', ')}) and ${j.fk2}(${j.cols2.map((c) => c[0]).join(', ')})`;
  }
  return `${r.constraint} using ${from}(${r.cols.map((c) => c[0]).join(', ')}) and ${to}(${r.cols.map((c) => c[1]).join(', ')})`;
}

export const isToOne = (r: Relationship) => r.cardinality === 'many-to-one' || r.cardinality === 'one-to-one';
