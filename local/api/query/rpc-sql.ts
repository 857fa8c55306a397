// Choosing the function for /rpc/<fn> (overloads by argument names, PGRST202/203) and the call expression,
// as PostgREST's findProc does (Plan.hs), with its error texts (Error.hs).
import { ApiError } from '../errors';
import type { Func, SchemaCache } from '../schema-cache';
import { closest } from './fuzzy';
import { ident } from './sql';

/** The request body's media type as findProc sees it; only a POST body can feed an unnamed parameter. */
export type BodyMedia = 'json' | 'text' | 'xml' | 'bytea' | 'other';

const inputsOf = (f: Func) => f.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');

const UNNAMED_TYPES: Record<BodyMedia, string[]> = {
  json: ['json', 'jsonb'],
  text: ['text'],
  xml: ['xml'],
  bytea: ['bytea'],
  other: [],
};

/** A single parameter without a name, of the one type this body media can feed. */
const singleUnnamed = (f: Func, media: BodyMedia | null) => {
  const inputs = inputsOf(f);
  return (
    media !== null &&
    inputs.length === 1 &&
    inputs[0].name === '' &&
    UNNAMED_TYPES[media].includes(inputs[0].type)
  );
};

/** PostgREST's matchesParams: required parameters exactly, optional ones any subset. */
function matchesParams(f: Func, keys: Set<string>, media: BodyMedia | null): boolean {
  const inputs = inputsOf(f);
  if (inputs.length === 0) return keys.size === 0 && (media === null || media === 'json');
  // An unnamed parameter can only be matched by the single-unnamed fallback, never by a key.
  if (keys.has('')) return false;
  const required = inputs.filter((a) => !a.hasDefault).map((a) => a.name);
  const optional = new Set(inputs.filter((a) => a.hasDefault).map((a) => a.name));
  const rest = [...keys].filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((n) => keys.has(n));
}

export interface ChosenFunction {
  fn: Func;
  /** the whole body goes to the single unnamed json/jsonb/text/xml/bytea parameter */
  singleUnnamed: boolean;
}

/**
 * `media` is the body's media type for a POST, null for GET/HEAD (PostgREST's isInvPost = false).
 */
export function chooseFunction(
  cache: SchemaCache,
  schema: string,
  name: string,
  keys: string[],
  media: BodyMedia | null,
): ChosenFunction {
  const all = cache.functions.get(`${schema}.${name}`) ?? [];
  const keySet = new Set(keys);
  const bodyOnly = media !== null && media !== 'json';
  const named = bodyOnly ? [] : all.filter((f) => matchesParams(f, keySet, media));
  const fallback = all.filter((f) => !named.includes(f) && singleUnnamed(f, media));
  const found = named.length ? named : fallback;
  if (found.length === 1) return { fn: found[0], singleUnnamed: !named.length };
  if (found.length === 0) throw noRpc(cache, schema, name, [...keySet].sort(), media, all);
  const list = found.map(
    (f) =>
      `${schema}.${name}(${inputsOf(f)
        .map((a) => `${a.name} => ${a.type}`)
        .join(', ')})`,
  );
  throw new ApiError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${list.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

function noRpc(
  cache: SchemaCache,
  schema: string,
  name: string,
  sorted: string[],
  media: BodyMedia | null,
  overloads: Func[],
): ApiError {
  const func = `${schema}.${name}`;
  const onlySingle = media === 'text' || media === 'xml' || media === 'bytea';
  const msgParams = sorted.length ? `(${sorted.join(', ')})` : ' without parameters';
  const detParams = sorted.length
    ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
    : ' without parameters';
  const searched =
    media === 'text' || media === 'xml' || media === 'bytea'
      ? ` with a single unnamed ${media} parameter`
      : media === 'json'
        ? `${detParams} or with a single unnamed json/jsonb parameter`
        : detParams;
  let hint: string | null = null;
  if (!onlySingle) {
    const listOf = (names: string[]) => `(${[...names].sort().join(', ')})`;
    if (overloads.length) {
      const near = closest(
        listOf(sorted),
        overloads.map((f) => listOf(inputsOf(f).map((a) => a.name))),
        // PostgREST's fuzzy set returns an exact match too (an unnamed parameter lists as `()`).
        true,
      );
      hint = near ? `Perhaps you meant to call the function ${func}${near}` : null;
    } else {
      const names = [...cache.functions.values()]
        .flat()
        .filter((f) => f.schema === schema)
        .map((f) => f.name);
      const near = closest(name, [...new Set(names)]);
      hint = near ? `Perhaps you meant to call the function ${schema}.${near}` : null;
    }
  }
  return new ApiError(
    404,
    'PGRST202',
    `Could not find the function ${func}${onlySingle ? '' : msgParams} in the schema cache`,
    `Searched for the function ${func}${searched}, but no matches were found in the schema cache.`,
    hint,
  );
}

/** `"s"."f"("a" := _b."a", ...)`, arguments read from `json_to_record(<args>::json) AS _b(...)`. */
export function callSql(c: ChosenFunction, keys: string[], argsSql: string): { call: string; from: string } {
  const f = c.fn;
  const fn = `${ident(f.schema)}.${ident(f.name)}`;
  if (c.singleUnnamed) return { call: `${fn}(${argsSql}::${inputsOf(f)[0].type})`, from: '' };
  if (keys.length === 0) return { call: `${fn}()`, from: '' };
  const inputs = inputsOf(f).filter((a) => keys.includes(a.name));
  const defs = inputs.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
  const args = inputs
    .map((a) => `${a.mode === 'v' ? 'VARIADIC ' : ''}${ident(a.name)} := _b.${ident(a.name)}`)
    .join(', ');
  return { call: `${fn}(${args})`, from: `json_to_record(${argsSql}::json) AS _b(${defs})` };
}
