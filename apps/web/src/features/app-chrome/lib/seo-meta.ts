import {
  absoluteSeoUrl,
  SEO_SOCIAL_META_TAGS,
  type SeoMetaTag,
} from '@app/shared/settings/seo-meta-tags';

interface MetaTagSpec extends SeoMetaTag {
  /** Kept when the setting is empty (index.html carries a default). */
  keepWhenEmpty?: boolean;
}

/**
 * The SEO and Open Graph tags the settings drive (SPEC §3). The server writes the same tags into
 * the HTML shell for crawlers without JavaScript (apps/api/src/plugins/web-hosting.ts); this keeps
 * them current in the page once settings load or change.
 */
export const SEO_META_TAGS: readonly MetaTagSpec[] = [
  {
    attribute: 'name',
    key: 'description',
    setting: 'seoMetaDescription',
    isUrl: false,
    keepWhenEmpty: true,
  },
  ...SEO_SOCIAL_META_TAGS,
];

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
    tag.setAttribute('content', spec.isUrl ? absoluteSeoUrl(raw, origin) : raw);
  }
}
