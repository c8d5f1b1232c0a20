// @ts-check
// Which folder may import which: an ESLint rule that resolves each import to a path in the repo
// and refuses those a layer may not reach. ESLint's own no-restricted-imports only sees the text
// of an import ('../../app/store'), whose depth depends on where the importing file sits, so it
// cannot say "another game's folder" or "anything under renderer/ but the contract".
//
// The same rule is registered under one name per layer (see LAYER_RULES) because ESLint keeps only
// the last options given to a rule name for a file: two layers that both apply to a file (a game's
// rules are pure AND inside a game) must not replace each other.
import path from 'node:path';

/** The repository's root: the parent of .config/. */
export const ROOT = path.resolve(import.meta.dirname, '..');

/** A glob (`*` within a folder name, `**` across folders; `x/**` also matches x itself) as a RegExp. */
function globToRegExp(glob) {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (glob.startsWith('/**', i) && i + 3 === glob.length) {
      out += '(?:/.*)?';
      i += 2;
    } else if (glob.startsWith('**/', i)) {
      out += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      out += '.*';
      i += 1;
    } else if (c === '*') out += '[^/]*';
    else out += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

const matchesAny = (globs, file) => globs.some((glob) => globToRegExp(glob).test(file));

/**
 * @typedef {object} Forbid
 * @property {string[]} [modules] packages refused, with their subpaths ('phaser' also refuses 'phaser/x';
 *   'node:' refuses every 'node:...')
 * @property {string[]} [paths] repo paths refused (globs, resolved from the importing file)
 * @property {string[]} [except] repo paths allowed although `paths` matches
 * @property {string} [ownFolder] a glob of folders (e.g. 'renderer/games/*'): a file may import from
 *   the folder of that glob it sits in, even where `paths` matches (a game may import itself)
 * @property {string} message why, in a sentence
 */

/** @type {import('eslint').Rule.RuleModule} */
const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses imports that cross a layer of the app (resolved to repo paths).' },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            modules: { type: 'array', items: { type: 'string' } },
            paths: { type: 'array', items: { type: 'string' } },
            except: { type: 'array', items: { type: 'string' } },
            ownFolder: { type: 'string' },
            message: { type: 'string' },
          },
          required: ['message'],
          additionalProperties: false,
        },
      },
    ],
  },
  create(context) {
    /** @type {Forbid[]} */
    const forbids = context.options[0] ?? [];
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');

    /** The folder of `glob` that `repoPath` sits in, or null. */
    const folderOf = (glob, repoPath) => {
      const depth = glob.split('/').length;
      const folder = repoPath.split('/').slice(0, depth).join('/');
      return repoPath.split('/').length > depth && globToRegExp(glob).test(folder) ? folder : null;
    };

    const refusal = (spec) => {
      if (spec.startsWith('.')) {
        const target = path.relative(ROOT, path.resolve(path.dirname(context.filename), spec)).split(path.sep).join('/');
        return forbids.find(
          (f) =>
            f.paths &&
            matchesAny(f.paths, target) &&
            !(f.except && matchesAny(f.except, target)) &&
            !(f.ownFolder && folderOf(f.ownFolder, file) !== null && folderOf(f.ownFolder, file) === folderOf(f.ownFolder, target)),
        );
      }
      return forbids.find((f) => f.modules?.some((m) => spec === m || spec.startsWith(m.endsWith(':') ? m : `${m}/`)));
    };

    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const refused = refusal(source.value);
      if (refused) context.report({ node: source, message: `'${source.value}': ${refused.message}` });
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** One name per layer rule (see the header): each is the same rule with its own options. A new layer adds a name. */
export const LAYER_RULES = ['pure', 'one-game', 'electron', 'test-support', 'table', 'games-app'];

export const layersPlugin = {
  meta: { name: 'muster-layers' },
  rules: Object.fromEntries(LAYER_RULES.map((name) => [name, importsRule])),
};
