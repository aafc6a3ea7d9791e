// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '../testing/render';
import { useSettingsStore } from '../lib/settings/settings-store';
import { useTranslation } from '../lib/i18n/use-translation';
import { useLanguageStore } from '../lib/i18n/language-store';
import { LanguagePicker } from './language-picker';

const ENGLISH = { id: 1, language_name: 'English', is_default: 1 as const };
const HINDI = { id: 2, language_name: 'हिन्दी', is_default: 0 as const };

function Screen() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('firstScreenHeading')}</h1>
      <LanguagePicker />
    </>
  );
}

describe('language picker', () => {
  beforeEach(() => {
    localStorage.clear();
    useSettingsStore.setState({ settings: { firstScreenHeading: 'Hungry?' } });
    useLanguageStore.setState({
      languages: null,
      userPreferedLanguage: null,
      activeLanguage: null,
    });
  });

  it('[R1.02] is not shown with one language, or before any is known', () => {
    const { unmount } = render(<LanguagePicker />);
    expect(screen.queryByRole('combobox')).toBeNull();
    unmount();
    useLanguageStore.setState({ languages: [ENGLISH] });
    render(<LanguagePicker />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('[R1.02] with two languages lists them by name and shows the default-flagged one', () => {
    useLanguageStore.setState({ languages: [HINDI, ENGLISH] });
    render(<LanguagePicker />);
    const picker = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect([...picker.options].map((option) => option.text)).toEqual(['हिन्दी', 'English']);
    expect(picker.value).toBe('1');
  });

  it('[R1.02] shows the stored preferred language when there is one', () => {
    useLanguageStore.setState({ languages: [ENGLISH, HINDI], userPreferedLanguage: '2' });
    render(<LanguagePicker />);
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe(
      '2',
    );
  });

  it('[R1.02] a change is stored and the screen re-renders in the new language', () => {
    useLanguageStore.setState({ languages: [ENGLISH, HINDI] });
    render(<Screen />);
    expect(screen.getByRole('heading').textContent).toBe('Hungry?');

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
      target: { value: '2' },
    });
    expect(localStorage.getItem('userPreferedLanguage')).toBe('2');
    // LanguageSync then brings the strings of the chosen language.
    act(() =>
      useLanguageStore.getState().setActiveLanguage({
        ...HINDI,
        strings: { firstScreenHeading: 'भूख लगी है?', languagePickerLabel: 'भाषा' },
      }),
    );
    expect(screen.getByRole('heading').textContent).toBe('भूख लगी है?');
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toBeTruthy();
  });
});
