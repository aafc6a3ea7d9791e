import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { renderRoute } from '../../../testing/render';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { CartLineRow } from './cart-line-row';

const line = (quantity: number) => ({
  id: 7,
  restaurant_id: 1,
  name: 'Paneer Roll',
  price: 12_000,
  addons: [],
  quantity,
});

describe('cart line quantity', () => {
  afterEach(() => useSettingsStore.setState({ settings: {} }));

  test('[H8.09] the + button stops at the per-line cap from settings, and says why', () => {
    useSettingsStore.setState({ settings: { cartMaxQuantityPerLine: '5' } });
    renderRoute(
      <ul>
        <CartLineRow line={line(5)} check={null} onQuantity={() => {}} onRemove={() => {}} />
      </ul>,
      { path: '/cart' },
    );
    const plus = screen.getByRole('button', { name: 'At most 5 of one item in an order' });
    expect((plus as HTMLButtonElement).disabled).toBe(true);
  });

  test('[H8.09] below the cap one more can be added', () => {
    useSettingsStore.setState({ settings: { cartMaxQuantityPerLine: '5' } });
    renderRoute(
      <ul>
        <CartLineRow line={line(4)} check={null} onQuantity={() => {}} onRemove={() => {}} />
      </ul>,
      { path: '/cart' },
    );
    const plus = screen.getByRole('button', { name: 'Add one more Paneer Roll' });
    expect((plus as HTMLButtonElement).disabled).toBe(false);
  });
});
