/**
 * The SEO and Open Graph tags the settings drive (SPEC §3). The server writes the same tags into
 * the HTML shell for crawlers without JavaScript (apps/api/src/plugins/web-hosting.ts); this keeps
 * them current in the page once settings load or change.
 */

type MetaAttribute = 'name' | 'property';

interface MetaTagSpec {
  attribute: MetaAttribute;
  key: string;
  setting: string;
  /** Image and page addresses must be absolute for link previews. */
  isUrl?: boolean;
  /** Kept when the setting is empty (index.html carries a default). */
  keepWhenEmpty?: boolean;
}

export const SEO_META_TAGS: readonly MetaTagSpec[] = [
  { attribute: 'name', key: 'description', setting: 'seoMetaDescription', keepWhenEmpty: true },
  { attribute: 'property', key: 'og:url', setting: 'seoOgUrl', isUrl: true },
  { attribute: 'property', key: 'og:title', setting: 'seoOgTitle' },
  { attribute: 'property', key: 'og:description', setting: 'seoOgDescription' },
  { attribute: 'property', key: 'og:image', setting: 'seoOgImage', isUrl: true },
  { attribute: 'name', key: 'twitter:url', setting: 'seoTwitterUrl', isUrl: true },
  { attribute: 'name', key: 'twitter:title', setting: 'seoTwitterTitle' },
  { attribute: 'name', key: 'twitter:description', setting: 'seoTwitterDescription' },
  { attribute: 'name', key: 'twitter:image', setting: 'seoTwitterImage', isUrl: true },
];

function absoluteUrl(value: string, origin: string): string {
  try {
    return new URL(value, origin).href;
  } catch {
    return value;
  }
}

/** Writes, updates or removes the tags in `head` to match `settings`. */
export function applySeoMeta({
  head,
  settings,
  origin,
}: {
  head: HTMLHeadElement;
  settings: Readonly<Record<string, string>>;
  origin: string;
}): void {
  const doc = head.ownerDocument;
  for (const spec of SEO_META_TAGS) {
    const raw = settings[spec.setting]?.trim() ?? '';
    const selector = `meta[${spec.attribute}="${spec.key}"]`;
    let tag = head.querySelector<HTMLMetaElement>(selector);
    if (!raw) {
      if (!spec.keepWhenEmpty) tag?.remove();
      continue;
    }
    if (!tag) {
      tag = doc.createElement('meta');
      tag.setAttribute(spec.attribute, spec.key);
      head.appendChild(tag);
    }
    tag.setAttribute('content', spec.isUrl ? absoluteUrl(raw, origin) : raw);
  }
}
