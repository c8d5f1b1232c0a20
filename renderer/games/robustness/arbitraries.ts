// Actions for the rules fuzzer, drawn from a game's own action schema (valibot), so every action
// type a game adds is fuzzed without anyone listing it here. Three kinds:
// - valid: what the schema allows, with ids and numbers taken from the state at hand so that
//   many are legal too (a real piece, a real stack, a spot on the table);
// - broken: a valid action (or a legal one) with one part spoiled: a number out of range or not
//   finite, a wrong id, a huge string, a wrong type, a key missing or one too many;
// - junk: anything at all.
import fc from 'fast-check';
import type { GenericSchema } from 'valibot';

/** What the state offers to build actions from: its strings (ids) and numbers (positions). */
export interface Pools {
  strings: readonly string[];
  numbers: readonly number[];
}

/** The parts of a valibot schema object this file reads. */
interface SchemaNode {
  type: string;
  pipe?: readonly { type: string; requirement?: unknown }[];
  entries?: Record<string, SchemaNode>;
  options?: readonly unknown[];
  item?: SchemaNode;
  key?: SchemaNode;
  value?: SchemaNode;
  items?: readonly SchemaNode[];
  wrapped?: SchemaNode;
  literal?: unknown;
}

interface Checks {
  min?: number;
  max?: number;
  integer: boolean;
  regex?: RegExp;
  minLength?: number;
  maxLength?: number;
}

function checksOf(node: SchemaNode): Checks {
  const c: Checks = { integer: false };
  for (const step of node.pipe ?? []) {
    const r = step.requirement;
    if (step.type === 'min_value' && typeof r === 'number') c.min = r;
    else if (step.type === 'max_value' && typeof r === 'number') c.max = r;
    else if (step.type === 'integer' || step.type === 'safe_integer') c.integer = true;
    else if (step.type === 'regex' && r instanceof RegExp) c.regex = r;
    else if (step.type === 'min_length' && typeof r === 'number') c.minLength = r;
    else if (step.type === 'max_length' && typeof r === 'number') c.maxLength = r;
    else if (step.type === 'length' && typeof r === 'number') c.minLength = c.maxLength = r;
  }
  return c;
}

const near = (pool: readonly number[]) => fc.tuple(fc.constantFrom(...pool), fc.constantFrom(0, 0, 0, 1, -1, 0.5, 15, -15)).map(([n, d]) => n + d);

function numberArb(c: Checks, pools: Pools): fc.Arbitrary<number> {
  const lo = c.min ?? -Number.MAX_VALUE;
  const hi = c.max ?? Number.MAX_VALUE;
  const inRange = pools.numbers.filter((n) => n >= lo && n <= hi && (!c.integer || Number.isInteger(n)));
  const choices: fc.WeightedArbitrary<number>[] = [];
  if (c.integer) {
    const small = fc.integer({ min: Math.max(Math.ceil(lo), -3), max: Math.min(Math.floor(hi), 12) });
    if (Math.max(Math.ceil(lo), -3) <= Math.min(Math.floor(hi), 12)) choices.push({ arbitrary: small, weight: 4 });
    choices.push({ arbitrary: fc.integer({ min: Math.max(Math.ceil(lo), Number.MIN_SAFE_INTEGER), max: Math.min(Math.floor(hi), Number.MAX_SAFE_INTEGER) }), weight: 1 });
  } else {
    const tableLo = Math.max(lo, -50);
    const tableHi = Math.min(hi, 3000);
    if (tableLo <= tableHi) choices.push({ arbitrary: fc.double({ min: tableLo, max: tableHi, noNaN: true }), weight: 3 });
    choices.push({ arbitrary: fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }), weight: 1 });
  }
  if (inRange.length) choices.push({ arbitrary: c.integer ? fc.constantFrom(...inRange) : near(inRange).filter((n) => n >= lo && n <= hi), weight: 4 });
  return fc.oneof(...choices);
}

/** Strings made from a pattern: costly to build, so built once per pattern. */
const madeStrings = new Map<string, fc.Arbitrary<string>>();

function stringArb(c: Checks, pools: Pools): fc.Arbitrary<string> {
  const fits = (s: string) => (!c.regex || c.regex.test(s)) && s.length >= (c.minLength ?? 0) && s.length <= (c.maxLength ?? Infinity);
  const fromState = pools.strings.filter(fits);
  const key = `${c.regex?.source ?? ''}/${c.regex?.flags ?? ''}/${c.minLength ?? ''}/${c.maxLength ?? ''}`;
  let made = madeStrings.get(key);
  if (!made) {
    made = c.regex ? fc.stringMatching(c.regex).filter(fits) : fc.string({ minLength: c.minLength ?? 0, maxLength: Math.min(c.maxLength ?? 20, 20) });
    madeStrings.set(key, made);
  }
  return fromState.length ? fc.oneof({ arbitrary: fc.constantFrom(...fromState), weight: 4 }, { arbitrary: made, weight: 1 }) : made;
}

/** Values the schema accepts, built from the state's pools where they fit. */
export function validArb(schema: GenericSchema, pools: Pools): fc.Arbitrary<unknown> {
  const node = schema as unknown as SchemaNode;
  const c = checksOf(node);
  switch (node.type) {
    case 'literal':
      return fc.constant(node.literal);
    case 'picklist':
      return fc.constantFrom(...(node.options as unknown[]));
    case 'boolean':
      return fc.boolean();
    case 'number':
      return numberArb(c, pools);
    case 'string':
      return stringArb(c, pools);
    case 'array': {
      const min = c.minLength ?? 0;
      return fc.array(validArb(node.item as never, pools), { minLength: min, maxLength: Math.max(min, Math.min(c.maxLength ?? 6, 6)) });
    }
    case 'record':
      return fc.dictionary(validArb(node.key as never, pools) as fc.Arbitrary<string>, validArb(node.value as never, pools), { maxKeys: 5, noNullPrototype: true });
    case 'tuple':
      return fc.tuple(...(node.items ?? []).map((i) => validArb(i as never, pools)));
    case 'optional':
      return fc.option(validArb(node.wrapped as never, pools), { nil: undefined });
    case 'nullable':
      return fc.option(validArb(node.wrapped as never, pools), { nil: null });
    case 'object': {
      const entries = Object.entries(node.entries ?? {});
      const model = Object.fromEntries(entries.map(([k, e]) => [k, validArb((e.type === 'optional' ? e.wrapped : e) as never, pools)]));
      return fc.record(model, { requiredKeys: entries.filter(([, e]) => e.type !== 'optional').map(([k]) => k), noNullPrototype: true });
    }
    case 'variant':
    case 'union':
      return fc.oneof(...(node.options as GenericSchema[]).map((o) => validArb(o, pools)));
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** Deep nesting, as a crafted file might hold. */
const nested = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

/** Replacements that break an action: each one a way a file or a bug has been seen to go wrong. */
export function nastyArb(pools: Pools): fc.Arbitrary<unknown> {
  const strings = pools.strings.length ? [fc.constantFrom(...pools.strings)] : [];
  return fc.oneof(
    fc.constantFrom<unknown>(NaN, Infinity, -Infinity, 1e306, -1e306, -5000, 99999, -1, 0.5, 2 ** 53, -0, 1e-300, Number.MAX_VALUE),
    fc.constantFrom<unknown>('', 'x'.repeat(10_000), '__proto__', 'constructor', 'toString', 'hasOwnProperty', '💥', ' ', '\u0000'),
    fc.constantFrom<unknown>(null, undefined, true, false, {}, [], [1, 2, 3], { x: 1 }, nested(200)),
    fc.double(),
    fc.integer(),
    fc.string({ maxLength: 8 }),
    fc.anything({ maxDepth: 2 }),
    ...strings,
  );
}

/** Every path to a part of a value (the value itself is the empty path). */
function paths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...prefix, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths(v, [...prefix, k], out);
  return out;
}

export type Spoil = 'replace' | 'delete' | 'extra';

/** A copy of `value` with one part spoiled: replaced, deleted, or given an extra key. */
export function spoil(value: unknown, pick: number, how: Spoil, by: unknown): unknown {
  const copy = structuredClone(value);
  const all = paths(copy).filter((p) => p.length > 0);
  const path = all.length ? (all[pick % all.length] as (string | number)[]) : [];
  if (!path.length) return how === 'extra' && copy && typeof copy === 'object' ? { ...(copy as object), spare: by } : by;
  let parent = copy as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (how === 'delete' && !Array.isArray(parent)) delete parent[last];
  else if (how === 'extra' && parent[last] && typeof parent[last] === 'object' && !Array.isArray(parent[last])) (parent[last] as Record<string, unknown>).spare = by;
  // Not defineProperty: a key called __proto__ is then an own key, as JSON.parse would make it.
  else Object.defineProperty(parent, last, { value: by, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** A broken version of an action drawn from `base`. */
export function brokenArb(base: fc.Arbitrary<unknown>, pools: Pools): fc.Arbitrary<unknown> {
  return fc
    .tuple(base, fc.nat(), fc.constantFrom<Spoil>('replace', 'replace', 'replace', 'delete', 'extra'), nastyArb(pools))
    .map(([v, pick, how, by]) => spoil(v, pick, how, by));
}

/** Anything: values of every shape, and objects that name a real action type with junk beside it. */
export function junkArb(types: readonly string[]): fc.Arbitrary<unknown> {
  const typed = fc
    .tuple(fc.oneof(fc.constantFrom(...types, 'nonsense', '', 'TYPE', '__proto__'), fc.string({ maxLength: 10 })), fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 4 }))
    .map(([type, rest]) => ({ ...rest, type }));
  return fc.oneof(fc.anything({ maxDepth: 3 }), typed);
}
