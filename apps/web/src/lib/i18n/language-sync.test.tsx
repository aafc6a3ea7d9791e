// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../testing/render';
import { LanguageSync } from './language-sync';
import { useLanguageStore } from './language-store';

describe('LanguageSync', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Promise<Response>(() => {})),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.dir = '';
  });

  it('sets <html dir="rtl"> and lang for a right-to-left language, and back for a left-to-right one', async () => {
    useLanguageStore.setState({
      activeLanguage: {
        id: 3,
        language_name: 'العربية',
        is_default: 0,
        code: 'ar',
        is_rtl: true,
        strings: {},
      },
    });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <LanguageSync />
      </QueryClientProvider>,
    );
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await act(async () =>
      useLanguageStore.setState({
        activeLanguage: {
          id: 1,
          language_name: 'English',
          is_default: 1,
          code: 'en',
          is_rtl: false,
          strings: {},
        },
      }),
    );
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });
});
