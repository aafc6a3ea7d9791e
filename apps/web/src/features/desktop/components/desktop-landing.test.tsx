// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableIframePageLoading":true}}
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, mockApi } from '../../../testing/render';
import { useLanguageStore } from '../../../lib/i18n/language-store';
import { SettingsGate } from '../../settings/components/settings-gate';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { resetDesktopLoadCount } from '../hooks/use-desktop-load-counter';
import { DesktopLanding } from './desktop-landing';

const SETTINGS: Record<string, string> = {
  storeName: 'Swiftbite',
  storeLogo: '/images/logo.svg',
  storeColor: '#fc8019',
  desktopHeading: 'Food, fast',
  desktopSubHeading: 'From the best kitchens near you',
  desktopUseAppButton: 'Use app',
  desktopAchievementOneTitle: '500+',
  desktopAchievementOneSub: 'Restaurants',
  desktopAchievementTwoTitle: '30 min',
  desktopAchievementTwoSub: 'Average delivery',
  desktopAchievementThreeTitle: '1M+',
  desktopAchievementThreeSub: 'Happy customers',
  desktopAchievementFourTitle: '4.8',
  desktopAchievementFourSub: 'App rating',
  desktopFooterAddress: '12th Main Road, Bengaluru',
  desktopFacebookLink: 'https://facebook.example/swiftbite',
  desktopGoogleLink: 'https://google.example/swiftbite',
  desktopYoutubeLink: 'https://youtube.example/swiftbite',
  desktopInstagramLink: 'https://instagram.example/swiftbite',
  desktopShowTryOnPhone: 'true',
  desktopTryOnPhoneText: 'Better on your phone.',
};

const LANGUAGES = [
  { id: 1, language_name: 'English', is_default: 1 as const },
  { id: 2, language_name: 'हिन्दी', is_default: 0 as const },
];

function stubApi(languages = LANGUAGES) {
  const api = mockApi({
    'get-settings': () => ({ body: { success: true, data: SETTINGS } }),
    'get-all-languages': () => ({ body: { success: true, data: languages } }),
    'get-single-language': (payload) => {
      const id = (payload as { id: number }).id;
      const strings = id === 2 ? { desktopHeading: 'खाना, झटपट' } : {};
      return { body: { success: true, data: { ...languages.find((l) => l.id === id), strings } } };
    },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

function renderLanding({ path = '/', settings = {} as Record<string, string> } = {}) {
  useSettingsStore.setState({ settings: { ...SETTINGS, ...settings } });
  const router = createMemoryRouter([{ path: '/', element: <DesktopLanding /> }], {
    initialEntries: [path],
  });
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('desktop landing', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    localStorage.clear();
    resetDesktopLoadCount();
    useLanguageStore.setState({
      languages: null,
      userPreferedLanguage: null,
      activeLanguage: null,
    });
    reload = vi.fn<() => void>();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('[R1.07] shows the store logo, heading and sub-heading from settings', () => {
    stubApi();
    renderLanding();
    expect(screen.getByRole('img', { name: 'Swiftbite' }).getAttribute('src')).toBe(
      '/images/logo.svg',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Food, fast');
    expect(screen.getByText('From the best kitchens near you')).toBeTruthy();
  });

  it('[R1.09] shows four achievement tiles with title and subtitle', () => {
    stubApi();
    renderLanding();
    const tiles = within(screen.getByRole('list', { name: 'Why people order with us' }));
    expect(tiles.getAllByRole('listitem').map((tile) => tile.textContent)).toEqual([
      '500+Restaurants',
      '30 minAverage delivery',
      '1M+Happy customers',
      '4.8App rating',
    ]);
  });

  it("[R1.09] hides a tile whose title is the text 'null', and a subtitle that is 'null'", () => {
    stubApi();
    renderLanding({
      settings: { desktopAchievementTwoTitle: 'null', desktopAchievementFourSub: 'null' },
    });
    const tiles = within(screen.getByRole('list', { name: 'Why people order with us' }));
    expect(tiles.getAllByRole('listitem').map((tile) => tile.textContent)).toEqual([
      '500+Restaurants',
      '1M+Happy customers',
      '4.8',
    ]);
    expect(screen.queryByText('Average delivery')).toBeNull();
    expect(screen.queryByText('App rating')).toBeNull();
  });

  it('[R1.10] the footer shows the address and the four social links by name', () => {
    stubApi();
    renderLanding();
    expect(screen.getByText('12th Main Road, Bengaluru')).toBeTruthy();
    const social = within(screen.getByRole('navigation', { name: 'Follow us' }));
    expect(
      social
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Facebook', 'https://facebook.example/swiftbite'],
      ['Google', 'https://google.example/swiftbite'],
      ['YouTube', 'https://youtube.example/swiftbite'],
      ['Instagram', 'https://instagram.example/swiftbite'],
    ]);
  });

  it("[R1.10] hides the address and each social link whose setting is 'null'", () => {
    stubApi();
    renderLanding({
      settings: {
        desktopFooterAddress: 'null',
        desktopGoogleLink: 'null',
        desktopInstagramLink: 'null',
      },
    });
    expect(screen.queryByText('12th Main Road, Bengaluru')).toBeNull();
    const social = within(screen.getByRole('navigation', { name: 'Follow us' }));
    expect(social.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Facebook',
      'YouTube',
    ]);
  });

  it("[R1.10] with every social link 'null' there is no social block at all", () => {
    stubApi();
    renderLanding({
      settings: {
        desktopFacebookLink: 'null',
        desktopGoogleLink: 'null',
        desktopYoutubeLink: 'null',
        desktopInstagramLink: 'null',
      },
    });
    expect(screen.queryByRole('navigation', { name: 'Follow us' })).toBeNull();
  });

  it("[R1.12] the 'try it on phone' banner follows its setting", () => {
    stubApi();
    const { unmount } = renderLanding();
    expect(screen.getByText('Better on your phone.')).toBeTruthy();
    unmount();
    renderLanding({ settings: { desktopShowTryOnPhone: 'false' } });
    expect(screen.queryByText('Better on your phone.')).toBeNull();
  });

  it("[R1.08][R4.13] 'use app' unblurs the preview, is remembered, and the overlay goes 2 s later", () => {
    vi.useFakeTimers();
    stubApi();
    renderLanding();
    const frame = screen.getByTitle('The app, as it looks on a phone');
    expect(frame.getAttribute('src')).toBe('/');
    const screenArea = frame.parentElement!;
    expect(screenArea.className).toContain('blur');
    expect(screenArea.hasAttribute('inert')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Use app' }));
    expect(localStorage.getItem('useAppClicked')).toBe('true');
    expect(screenArea.className).not.toContain('blur');
    expect(screenArea.hasAttribute('inert')).toBe(false);
    expect(screen.getByTestId('phone-preview-overlay')).toBeTruthy();

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByTestId('phone-preview-overlay')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('phone-preview-overlay')).toBeNull();
  });

  it('[R4.13] a remembered click opens the preview unblurred on the next visit', () => {
    stubApi();
    localStorage.setItem('useAppClicked', 'true');
    renderLanding();
    const frame = screen.getByTitle('The app, as it looks on a phone');
    expect(frame.parentElement!.className).not.toContain('blur');
    expect(screen.queryByTestId('phone-preview-overlay')).toBeNull();
  });

  it('[R1.08] an item or restaurant in ?open= opens the preview there, unlocked', () => {
    stubApi();
    renderLanding({ path: '/?open=%2Fstores%2Fnapoli-woodfire-pizza%2F3' });
    const frame = screen.getByTitle('The app, as it looks on a phone');
    expect(frame.getAttribute('src')).toBe('/stores/napoli-woodfire-pizza/3');
    expect(frame.parentElement!.className).not.toContain('blur');
  });

  it('[R1.08] a foreign address in ?open= is ignored', () => {
    stubApi();
    renderLanding({ path: '/?open=https%3A%2F%2Fevil.example%2Fstores%2Fx' });
    const frame = screen.getByTitle('The app, as it looks on a phone');
    expect(frame.getAttribute('src')).toBe('/');
    expect(frame.parentElement!.className).toContain('blur');
  });

  it('[R4.13] counts loads, and the first load reloads once, 2 s after the languages arrive', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi();
    renderLanding();
    expect(localStorage.getItem('desktopLoaded')).toBe('1');
    // The languages query resolves; the reload waits 2 s from then.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('[R4.13] a later load is counted and does not reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('desktopLoaded', '1');
    const api = stubApi();
    renderLanding();
    expect(localStorage.getItem('desktopLoaded')).toBe('2');
    await vi.waitFor(() =>
      expect(api.calls.map((call) => call.call)).toContain('get-all-languages'),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('[R1.11] shows the language selector only with more than one language', () => {
    stubApi();
    useLanguageStore.setState({ languages: [LANGUAGES[0]!] });
    const { unmount } = renderLanding();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    unmount();
    useLanguageStore.setState({ languages: LANGUAGES });
    renderLanding();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });

  it('[R1.11] switching the language re-renders the page in it, and reloads the preview', async () => {
    stubApi();
    useLanguageStore.setState({ languages: LANGUAGES });
    renderLanding();
    const picker = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(picker.value).toBe('1');
    const frameBefore = screen.getByTitle('The app, as it looks on a phone');

    fireEvent.change(picker, { target: { value: '2' } });
    act(() =>
      useLanguageStore
        .getState()
        .setActiveLanguage({ ...LANGUAGES[1]!, strings: { desktopHeading: 'खाना, झटपट' } }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('खाना, झटपट');
    expect(localStorage.getItem('userPreferedLanguage')).toBe('2');
    expect(screen.getByTitle('The app, as it looks on a phone')).not.toBe(frameBefore);
  });
});

describe('desktop landing settings', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('[R4.13] settings are fetched when no store colour is stored, and the colour applies', async () => {
    localStorage.clear();
    resetDesktopLoadCount();
    vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    useLanguageStore.setState({
      languages: null,
      userPreferedLanguage: null,
      activeLanguage: null,
    });
    useSettingsStore.setState({ settings: { storeName: 'Swiftbite' } });
    const api = stubApi();
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <SettingsGate>
            <DesktopLanding />
          </SettingsGate>
        ),
      },
    ]);
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await vi.waitFor(() =>
      expect(useSettingsStore.getState().settings?.storeColor).toBe('#fc8019'),
    );
    expect(api.calls.filter((call) => call.call === 'get-settings')).toHaveLength(1);
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#fc8019');
    expect(await screen.findByText('Food, fast')).toBeTruthy();
  });
});
