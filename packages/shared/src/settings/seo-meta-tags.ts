/**
 * The Open Graph and Twitter tags the settings drive (SPEC §3): the server writes them into the
 * HTML shell for crawlers and link previews that run no JavaScript (apps/api web-hosting), and the
 * web app keeps them current in the page (features/app-chrome/lib/seo-meta.ts).
 */
export interface SeoMetaTag {
  attribute: 'name' | 'property';
  key: string;
  setting: string;
  /** Image and page addresses must be absolute for link previews. */
  isUrl: boolean;
}

export const SEO_SOCIAL_META_TAGS: readonly SeoMetaTag[] = [
  { attribute: 'property', key: 'og:url', setting: 'seoOgUrl', isUrl: true },
  { attribute: 'property', key: 'og:title', setting: 'seoOgTitle', isUrl: false },
  { attribute: 'property', key: 'og:description', setting: 'seoOgDescription', isUrl: false },
  { attribute: 'property', key: 'og:image', setting: 'seoOgImage', isUrl: true },
  { attribute: 'name', key: 'twitter:url', setting: 'seoTwitterUrl', isUrl: true },
  { attribute: 'name', key: 'twitter:title', setting: 'seoTwitterTitle', isUrl: false },
  { attribute: 'name', key: 'twitter:description', setting: 'seoTwitterDescription', isUrl: false },
  { attribute: 'name', key: 'twitter:image', setting: 'seoTwitterImage', isUrl: true },
];

/** A setting's address made absolute against the site's origin; left as it is when unparsable. */
export function absoluteSeoUrl(value: string, origin: string): string {
  try {
    return new URL(value, origin).href;
  } catch {
    return value;
  }
}
