// @vitest-environment happy-dom
import { ANDROID_WEB_VIEW_UA_MARKER } from '@app/shared/common/platform';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { StoreNav } from './store-nav';

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('store nav bar', () => {
  beforeEach(() => {
    useSettingsStore.setState({ settings: {} });
    scrollTo(0);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete window.Android;
  });

  it('[R2.25] shows the name and "ETA {n} mins" with the delivery bike only past 55 px of scroll', () => {
    renderRoute(<StoreNav title="Spice Garden" etaMinutes={32} />, { path: '/stores/spice' });
    const title = screen.getByTestId('store-nav-title');
    expect(title.getAttribute('aria-hidden')).toBe('true');
    expect(title.className).toContain('opacity-0');
    expect(within(title).getByTestId('store-nav-eta').textContent).toBe('ETA 32 mins');
    expect(within(title).getByTestId('delivery-bike')).toBeTruthy();

    scrollTo(55);
    expect(title.getAttribute('aria-hidden')).toBe('true');
    scrollTo(56);
    expect(title.getAttribute('aria-hidden')).toBe('false');
    expect(title.className).toContain('opacity-100');
    expect(title.textContent).toBe('Spice GardenETA 32 mins');
  });

  it('[R2.25] a title with the item count, or the subtitle in its place, visible from the start', () => {
    const { unmount } = renderRoute(
      <StoreNav title="Starters" itemCount={12} etaMinutes={25} revealOnScroll={false} />,
    );
    const title = screen.getByTestId('store-nav-title');
    expect(title.getAttribute('aria-hidden')).toBe('false');
    expect(title.textContent).toBe('Starters12 items·ETA 25 mins');
    unmount();

    renderRoute(
      <StoreNav
        title="Starters"
        subtitle="North Indian"
        itemCount={1}
        etaMinutes={25}
        showDeliveryBike={false}
        revealOnScroll={false}
      />,
    );
    expect(screen.getByTestId('store-nav-title').textContent).toBe(
      'StartersNorth Indian·ETA 25 mins',
    );
    expect(screen.queryByTestId('delivery-bike')).toBeNull();
  });

  it('[R2.25] has back, search, home and share buttons', () => {
    const onSearch = vi.fn();
    renderRoute(<StoreNav title="Spice Garden" etaMinutes={30} onSearch={onSearch} />);
    const nav = screen.getByRole('navigation', { name: 'Restaurant' });
    expect(within(nav).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('button', { name: 'Share' })).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: 'Search the menu' }));
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('[R2.25] without a search handler the search button opens /explore', () => {
    renderRoute(<StoreNav title="Spice Garden" etaMinutes={30} />);
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/explore');
  });

  it('[R2.26] share uses navigator.share with the store name and the page address', async () => {
    const nativeShare = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0', share: nativeShare });
    renderRoute(<StoreNav title="Spice Garden" etaMinutes={30} />, { path: '/stores/spice' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    expect(nativeShare).toHaveBeenCalledWith({
      title: 'Spice Garden',
      text: 'Spice Garden',
      url: window.location.href,
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('[R2.26] share goes through the Android app bridge under the web view marker', async () => {
    const bridgeShare = vi.fn();
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: `Mozilla/5.0 ${ANDROID_WEB_VIEW_UA_MARKER}`,
      share: vi.fn(),
    });
    window.Android = { share: bridgeShare };
    renderRoute(<StoreNav title="Spice Garden" etaMinutes={30} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    expect(bridgeShare).toHaveBeenCalledWith('Spice Garden', 'Spice Garden', window.location.href);
  });

  it('[R2.26] without native share the link is copied and a note says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0', clipboard: { writeText } });
    renderRoute(<StoreNav title="Spice Garden" etaMinutes={30} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    });
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect((await screen.findByRole('status')).textContent).toBe('Link copied to clipboard');
  });
});
