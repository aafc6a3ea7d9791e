import { beforeEach, describe, expect, test } from 'vitest';
import { applySeoMeta } from './seo-meta';

function content(selector: string): string | null {
  return document.head.querySelector(selector)?.getAttribute('content') ?? null;
}

describe('applySeoMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="Built-in" />';
  });

  test('[R3.01] writes description, og and twitter tags from the settings, with absolute image urls', () => {
    applySeoMeta({
      head: document.head,
      origin: 'https://shop.example',
      settings: {
        seoMetaDescription: 'Food "fast"',
        seoOgTitle: 'Swiftbite',
        seoOgImage: '/images/hero.svg',
        seoOgUrl: '',
        seoTwitterTitle: 'Tweet',
      },
    });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe('Food "fast"');
    expect(content('meta[property="og:title"]')).toBe('Swiftbite');
    expect(content('meta[property="og:image"]')).toBe('https://shop.example/images/hero.svg');
    expect(content('meta[name="twitter:title"]')).toBe('Tweet');
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
  });

  test('a setting emptied later removes its tag but keeps the built-in description', () => {
    applySeoMeta({
      head: document.head,
      origin: 'https://shop.example',
      settings: { seoOgTitle: 'Swiftbite', seoMetaDescription: 'Changed' },
    });
    applySeoMeta({
      head: document.head,
      origin: 'https://shop.example',
      settings: { seoOgTitle: '', seoMetaDescription: '' },
    });
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(content('meta[name="description"]')).toBe('Changed');
  });
});
