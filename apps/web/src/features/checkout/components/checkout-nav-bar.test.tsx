import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderRoute } from '../../../testing/render';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { CheckoutNavBar } from './checkout-nav-bar';

describe('checkout nav bar', () => {
  test('[R2.24] shows "To pay" with the amount, the currency symbol on the left by setting', async () => {
    useSettingsStore.setState({ settings: { currencyFormat: '₹', currencySymbolAlign: 'left' } });
    renderRoute(<CheckoutNavBar title="Checkout" amount={45950} />, { path: '/checkout' });
    const bar = await screen.findByTestId('cart-to-pay');
    expect(bar.textContent).toBe('To pay₹459.50');
  });

  test('[R2.24] the currency symbol goes on the right when currencySymbolAlign is right', async () => {
    useSettingsStore.setState({ settings: { currencyFormat: '€', currencySymbolAlign: 'right' } });
    renderRoute(<CheckoutNavBar title="Checkout" amount={45900} />, { path: '/checkout' });
    const bar = await screen.findByTestId('cart-to-pay');
    expect(bar.textContent).toBe('To pay459€');
  });
});
