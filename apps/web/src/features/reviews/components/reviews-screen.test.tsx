// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/catalog-fixtures';
import { mockApi, renderRoute } from '../../../testing/render';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import type { Review, StoreReviews } from '../api/get-store-reviews';
import { ReviewsScreen } from './reviews-screen';

function review(id: number): Review {
  return {
    id,
    rating: 4,
    review: `Review number ${id}`,
    user_name: `Guest ${id}`,
    created_at: '2026-01-05T10:00:00.000Z',
  };
}

function page(ids: number[], hasMore: boolean): StoreReviews {
  return {
    restaurant: { id: 1, slug: 'dragon-wok', name: 'Dragon Wok', image: '/x.svg', is_active: 1 },
    avgRating: '4.2',
    ratings_count: 3,
    distribution: [0, 0, 0, 3, 0],
    reviews: ids.map(review),
    has_more: hasMore,
  };
}

describe('reviews screen', () => {
  beforeEach(() => {
    useSettingsStore.setState({ settings: {} });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('"Show more reviews" loads the next page while has_more, then goes away', async () => {
    const { fetchMock, calls } = mockApi({
      'get-store-reviews': (payload) => {
        const { page: number } = payload as { page: number };
        return number === 1 ? ok(page([1, 2], true))() : ok(page([3], false))();
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ReviewsScreen slug="dragon-wok" />);

    const list = await screen.findByRole('list', { name: 'Store reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(calls[0]?.payload).toEqual({ slug: 'dragon-wok', page: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(calls[1]?.payload).toEqual({ slug: 'dragon-wok', page: 2 });
    expect(screen.getByText('Review number 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('no button when the first page is the only one', async () => {
    const { fetchMock } = mockApi({ 'get-store-reviews': ok(page([1], false)) });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ReviewsScreen slug="dragon-wok" />);
    expect(await screen.findByText('Review number 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('a failed next page keeps the loaded reviews and says so', async () => {
    const { fetchMock } = mockApi({
      'get-store-reviews': (payload) =>
        (payload as { page: number }).page === 1
          ? ok(page([1], true))()
          : { status: 500, body: { success: false, error: { code: 'x', message: 'x' } } },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ReviewsScreen slug="dragon-wok" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Review number 1')).toBeTruthy();
  });
});
