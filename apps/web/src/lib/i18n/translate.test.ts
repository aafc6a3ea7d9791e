// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { translate } from './translate';

describe('translate lookup order', () => {
  it("prefers the active language's string over settings and built-ins", () => {
    expect(translate('offers', { strings: { offers: 'ऑफ़र' }, settings: { offers: 'Deals' } })).toBe(
      'ऑफ़र',
    );
  });

  it('falls back to the setting of the same key when the language lacks it', () => {
    expect(translate('footerCart', { strings: {}, settings: { footerCart: 'Basket' } })).toBe(
      'Basket',
    );
  });

  it('falls back to the English built-in when neither language nor settings have it', () => {
    expect(translate('offers', { strings: null, settings: {} })).toBe('Offers');
  });

  it('falls back to the given fallback, then to the key itself', () => {
    expect(translate('noSuchKey', {}, 'Fallback text')).toBe('Fallback text');
    expect(translate('noSuchKey', {})).toBe('noSuchKey');
  });

  it('treats empty strings as missing so a blank translation never hides a label', () => {
    expect(translate('offers', { strings: { offers: '' }, settings: { offers: '' } })).toBe(
      'Offers',
    );
  });
});
