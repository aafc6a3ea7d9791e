// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../testing/render';
import { useSettingsStore } from '../settings/settings-store';
import { resolveActiveLanguageId, useLanguageStore } from './language-store';
import { useTranslation } from './use-translation';

function Label({ name }: { name: string }) {
  const { t } = useTranslation();
  return <p>{t(name)}</p>;
}

const languages = [
  { id: 1, language_name: 'English', is_default: 1 as const },
  { id: 2, language_name: 'Hindi', is_default: 0 as const },
];

describe('useTranslation', () => {
  beforeEach(() => {
    localStorage.clear();
    useSettingsStore.setState({ settings: { footerCart: 'Cart' } });
    useLanguageStore.setState({ languages, userPreferedLanguage: null, activeLanguage: null });
  });

  it('re-renders with the new language strings when the language changes', () => {
    render(<Label name="footerCart" />);
    expect(screen.getByText('Cart')).toBeTruthy();

    act(() => {
      useLanguageStore.getState().setPreferredLanguage(2);
      useLanguageStore
        .getState()
        .setActiveLanguage({ ...languages[1]!, strings: { footerCart: 'कार्ट' } });
    });
    expect(screen.getByText('कार्ट')).toBeTruthy();
    expect(localStorage.getItem('userPreferedLanguage')).toBe('2');
  });

  it('ignores stored strings of a language that is not the active one', () => {
    useLanguageStore.setState({
      activeLanguage: { ...languages[1]!, strings: { footerCart: 'कार्ट' } },
    });
    render(<Label name="footerCart" />);
    expect(screen.getByText('Cart')).toBeTruthy();
  });

  it('re-renders when settings change', () => {
    render(<Label name="footerCart" />);
    act(() => useSettingsStore.getState().setSettings({ footerCart: 'Basket' }));
    expect(screen.getByText('Basket')).toBeTruthy();
  });
});

describe('resolveActiveLanguageId', () => {
  it('uses the stored preference when it is a known language', () => {
    expect(resolveActiveLanguageId(languages, '2')).toBe(2);
  });

  it('uses the language flagged is_default 1 without a usable preference', () => {
    expect(resolveActiveLanguageId(languages, null)).toBe(1);
    expect(resolveActiveLanguageId(languages, '99')).toBe(1);
    expect(resolveActiveLanguageId([languages[1]!, languages[0]!], 'garbage')).toBe(1);
  });

  it('trusts the preference while the list is not loaded yet', () => {
    expect(resolveActiveLanguageId(null, '2')).toBe(2);
    expect(resolveActiveLanguageId(null, null)).toBeNull();
  });
});
