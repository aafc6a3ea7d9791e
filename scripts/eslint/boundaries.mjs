// One ESLint rule for the repo's two kinds of boundary (docs/decisions/010-order-engine.md):
// - API: a module reaches another module only through its use cases, repository or errors (a table
//   file may reference another's table for a foreign key); db/schema.ts alone gathers the tables;
//   db, lib and plugins import no module.
// - Web and console: a feature never imports another feature; the app's routes compose them and
//   shared pieces live in lib/ and components/.
// Tests and fixtures are exempt: they set up data across modules on purpose.
import path from 'node:path';

const PUBLIC_FILE = /\.(usecases|repository|errors)$/;
const EXEMPT_FILE = /\.(test|fixture)\.tsx?$|\/test\/|\/testing\//;

/** Splits an absolute path into its app and the part after `src/`. */
function locate(file) {
  const m = file
    .split(path.sep)
    .join('/')
    .match(/\/apps\/(api|web|console)\/src\/(.*)$/);
  return m ? { app: m[1], rest: m[2] } : null;
}

function unitOf(app, rest) {
  const parts = rest.split('/');
  if (app === 'api' && parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  if (app !== 'api' && parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  return parts.length > 1 ? parts[0] : rest.replace(/\.tsx?$/, '');
}

function problem(from, to) {
  if (from.app !== to.app) return null; // other rules keep the apps apart
  const a = unitOf(from.app, from.rest);
  const b = unitOf(to.app, to.rest);
  const target = to.rest.replace(/\.tsx?$/, '');
  if (from.app === 'api') {
    const toModule = b.startsWith('modules/');
    if (from.rest === 'db/schema.ts') {
      return toModule && !target.endsWith('.table') ? 'db/schema.ts gathers tables only' : null;
    }
    if (['db', 'lib', 'plugins'].includes(a) && toModule) {
      return `${a}/ sits below the modules and imports none of them (${target})`;
    }
    if (a.startsWith('modules/') && b === 'db' && target !== 'db/client') {
      return `modules use db/client only; their own tables come from their own files (${target})`;
    }
    if (a.startsWith('modules/') && toModule && a !== b) {
      const name = path.posix.basename(target);
      // A table may reference another module's table: a foreign key is part of the schema.
      const foreignKey = from.rest.endsWith('.table.ts') && name.endsWith('.table');
      if (!PUBLIC_FILE.test(name) && !foreignKey) {
        return `${a} reaches ${b} through its use cases, repository or errors, not ${name}`;
      }
    }
    return null;
  }
  if (a.startsWith('features/') && b.startsWith('features/') && a !== b) {
    return `${a} imports ${b}: move the shared piece to lib/ or components/, or compose both in app/`;
  }
  return null;
}

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Module and feature boundaries' },
    schema: [],
    messages: { crossing: 'Boundary: {{why}}.' },
  },
  create(context) {
    const file = context.filename;
    const from = locate(file);
    if (!from || EXEMPT_FILE.test(file.split(path.sep).join('/'))) return {};
    function check(node) {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = locate(path.resolve(path.dirname(file), spec));
      if (!to) return;
      const why = problem(from, to);
      if (why) context.report({ node: node.source, messageId: 'crossing', data: { why } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boundariesPlugin = { rules: { boundaries } };
