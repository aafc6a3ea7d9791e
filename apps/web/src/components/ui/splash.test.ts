// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { removeSplash, SPLASH_ID } from './splash';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('splash', () => {
  it('[R4.14] removing the splash takes the element out, and a second call is harmless', () => {
    document.body.innerHTML = `<div id="root"></div><div id="${SPLASH_ID}"></div>`;
    removeSplash();
    expect(document.getElementById(SPLASH_ID)).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
    expect(() => removeSplash()).not.toThrow();
  });
});
