import { createRequire } from 'node:module';
import type * as Xss from 'xss';

// xss is CommonJS and Node's ESM loader cannot see its named exports; require it instead.
const require = createRequire(import.meta.url);
const { FilterXSS, whiteList } = require('xss') as typeof Xss;

/**
 * Admin-supplied HTML (home message, store message, pages) is sanitised before it is stored and
 * again before it is served: a safe subset of tags and attributes, no script, no event handlers,
 * no javascript: URLs.
 */
const filter = new FilterXSS({
  whiteList: {
    ...whiteList,
    h1: [],
    h2: [],
    h3: [],
    h4: [],
    p: ['style'],
    span: ['style'],
    div: ['style'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript'],
  onTagAttr: (tag, name, value) => {
    if (tag === 'a' && name === 'target')
      return value === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : '';
    return undefined;
  },
});

export function sanitizeHtml(html: string): string {
  return filter.process(html).trim();
}
