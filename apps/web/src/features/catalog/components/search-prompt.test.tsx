// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render';
import { SearchPrompt } from './search-prompt';

describe('search prompt', () => {
  afterEach(() => vi.useRealTimers());

  it('[R2.17][R4.20][R5.09] links to /explore and rotates the words of the local hour every 3 s with a 500 ms fade', () => {
    vi.useFakeTimers();
    renderRoute(<SearchPrompt now={() => new Date(2026, 10, 21, 13, 0)} />);
    const link = screen.getByRole('link', { name: /Search for "biryani"/ });
    expect(link.getAttribute('href')).toBe('/explore');
    const word = screen.getByTestId('search-word');

    act(() => vi.advanceTimersByTime(3000));
    expect(word.style.opacity).toBe('0');
    act(() => vi.advanceTimersByTime(500));
    expect(word.style.opacity).toBe('1');
    expect(word.textContent).toBe('"meals"');
  });

  it('[R5.09] outside the listed hours it shows Your Favorite Food', () => {
    renderRoute(<SearchPrompt now={() => new Date(2026, 10, 21, 3, 0)} />);
    expect(screen.getByTestId('search-word').textContent).toBe('"Your Favorite Food"');
  });
});
