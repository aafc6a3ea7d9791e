import { describe, expect, test } from 'vitest';
import { luminance, readableTextOn } from './readable-text';

const TEXT = { light: '#ffffff', dark: '#282c3f' };

describe('text on an operator-chosen colour', () => {
  test('luminance follows WCAG: black 0, white 1, short hex the same as long', () => {
    expect(luminance('#000')).toBe(0);
    expect(luminance('#ffffff')).toBe(1);
    expect(luminance('#15803d')).toBeCloseTo(luminance('#15803D')!, 10);
    expect(luminance('green')).toBeNull();
  });
  test('white on dark colours, ink on light ones', () => {
    expect(readableTextOn('#15803d', TEXT)).toBe('#ffffff'); // 5.0:1
    expect(readableTextOn('#60b246', TEXT)).toBe('#282c3f'); // white would be 2.8:1
    expect(readableTextOn('#ffeb3b', TEXT)).toBe('#282c3f');
    expect(readableTextOn('#1a73e8', TEXT)).toBe('#ffffff');
  });
  test('a colour it cannot measure keeps white', () => {
    expect(readableTextOn('rebeccapurple', TEXT)).toBe('#ffffff');
  });
});
