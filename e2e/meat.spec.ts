import { expect, test } from './fixtures';
import { seedSavedAddress } from './support';

/** Fresh Cuts Meat Shop, a demo meat shop in Jayanagar (apps/api/src/seed/demo-meat.ts). */
const JAYANAGAR = { lat: 12.9299, lng: 77.5826, address: '4th Block, Jayanagar, Bengaluru' };

test.describe('meat categories', () => {
  test('open a meat shop, pick a cut and a weight, and see that weight’s price in the cart', async ({
    page,
  }) => {
    await seedSavedAddress(page, { ...JAYANAGAR, tag: 'home', businessLocation: false });
    await page.goto('/stores/fresh-cuts-jayanagar');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Fresh Cuts Meat Shop' }),
    ).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Meat categories' });
    await expect(tabs.getByRole('tab')).toHaveText(['Chicken', 'Mutton', 'Fish & Seafood', 'Eggs']);
    await tabs.getByRole('tab', { name: 'Mutton' }).click();
    await expect(page.getByRole('article', { name: 'Mutton Chops' })).toBeVisible();
    await tabs.getByRole('tab', { name: 'Chicken' }).click();

    const cut = page.getByRole('article', { name: 'Chicken Curry Cut (skinless)' });
    await cut.getByRole('radio', { name: /500 g/ }).check();
    await cut.getByRole('button', { name: 'Add Chicken Curry Cut (skinless)' }).click();
    await expect(page.getByTestId('view-cart-bar')).toContainText('1 item');
    await expect(page.getByTestId('view-cart-bar')).toContainText('₹169');

    const checked = page.waitForResponse('**/public/api/check-cart-items-availability');
    await page.getByTestId('view-cart-bar').click();
    await expect(page).toHaveURL(/\/cart$/);
    const bill = page.getByRole('region', { name: 'Bill details' });
    await expect(bill).toContainText('₹169');
    const line = page.getByRole('listitem').filter({ hasText: 'Chicken Curry Cut (skinless)' });
    await expect(line).toContainText('500 g');
    await expect(line).toContainText('₹169');
    // The server priced the line from the cut and its weight add-on: ₹89 + ₹80.
    const body = (await (await checked).json()) as { data: { subtotal: number } };
    expect(body.data.subtotal).toBe(16900);
  });
});
