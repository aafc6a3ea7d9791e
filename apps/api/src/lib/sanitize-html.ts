import { createRequire } from 'node:module';
import type * as Xss from 'xss';
import { htmlSettingKeys } from '@app/shared/settings/settings.schemas';

// xss is CommonJS and Node's ESM loader cannot see its named exports; require it instead.
const require = createRequire(import.meta.url);
const { FilterXSS, whiteList } = require('xss') as typeof Xss;

/**
 * The one sanitiser of every HTML field (decision 009): the home message and any other setting in
 * `htmlSettingKeys`, store messages, pages, and any rich text an admin writes later. It runs where
 * the HTML is saved and again where it is served: a safe subset of tags and attributes, no script,
 * no event handlers, only http(s)/mailto/tel/relative URLs. e2e/xss-canary.spec.ts renders over
 * 100 known XSS vectors through it in Chromium.
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

/** A setting's value as it may be stored or served: HTML settings sanitised, the rest unchanged. */
export function sanitizeSettingValue(key: string, value: string): string {
  return htmlSettingKeys.includes(key) ? sanitizeHtml(value) : value;
}
