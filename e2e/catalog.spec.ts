import { expect, test } from './fixtures';
import {
  getSettings,
  INDIRANAGAR,
  readStoredJson,
  scrollToStoreList,
  seedSavedAddress,
} from './support';

const HOME_ADDRESS = {
  lat: INDIRANAGAR.latitude,
  lng: INDIRANAGAR.longitude,
  address: '100 Feet Road, Indiranagar, Bengaluru',
  tag: 'home',
  businessLocation: false,
};
const DELHI = { lat: 28.6139, lng: 77.209, address: 'Connaught Place, New Delhi' };

test.describe('catalogue', () => {
  test('[R2.09][R5.10][R3.08][R2.16] browse home, open a store, search its menu and add an item with add-ons', async ({
    page,
  }) => {
    await seedSavedAddress(page, HOME_ADDRESS);
    await page.goto('/');
    await expect(page.getByTestId('promo-slider')).toBeVisible();
    const stores = await scrollToStoreList(page);
    await stores.getByRole('link', { name: /Spice Route Kitchen/ }).click();

    await expect(page).toHaveURL(/\/stores\/spice-route-kitchen$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Spice Route Kitchen' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userSelected'))).toBe('DELIVERY');

    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('PANEER butter');
    await expect(page.getByTestId('item-card')).toHaveCount(1);
    await page.getByRole('button', { name: 'Add Paneer Butter Masala' }).click();

    const sheet = page.getByRole('dialog', { name: 'Paneer Butter Masala' });
    await expect(sheet).toBeVisible();
    const add = sheet.getByRole('button', { name: /Add item/ });
    await expect(add).toBeDisabled();
    await sheet.getByRole('radio', { name: /Medium/ }).check();
    await sheet.getByRole('checkbox', { name: /Butter naan/ }).check();
    await add.click();
    await expect(sheet).toBeHidden();

    await expect(page.getByTestId('view-cart-bar')).toContainText('1 item');
    const cart = (await readStoredJson(page, 'cart')) as {
      name: string;
      quantity: number;
      addons: { name: string }[];
    }[];
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ name: 'Paneer Butter Masala', quantity: 1 });
    expect(cart[0]?.addons.map((addon) => addon.name)).toEqual(['Medium', 'Butter naan']);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByTestId('tab-badge')).toContainText('1');
  });

  test('[R2.17] searching from /explore finds stores (typos tolerated) and dishes', async ({
    page,
  }) => {
    await seedSavedAddress(page, HOME_ADDRESS);
    await page.goto('/');
    await page.getByRole('link', { name: /Search for "/ }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await page.getByRole('searchbox', { name: 'Search for restaurants and dishes' }).fill('biryni');
    await expect(page.getByRole('link', { name: /Biryani Darbar/ })).toBeVisible();
    await page.getByRole('tab', { name: /Dishes/ }).click();
    await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();

    // A dish no store is named after opens on the dishes tab by itself.
    await page.getByRole('searchbox').fill('paneer');
    await expect(page.getByRole('tab', { name: /Dishes \([1-9]/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('link', { name: /Paneer/ })
        .first(),
    ).toBeVisible();

    await page.getByRole('searchbox').fill('zzzzqqq');
    await expect(page.getByText(/No results for "zzzzqqq"/)).toBeVisible();
  });

  test('[R4.17][R2.18][R6.02] a logged-in customer favourites a store and finds it in favourites', async ({
    page,
  }) => {
    await seedSavedAddress(page, HOME_ADDRESS);
    await page.goto('/my-favorite-stores');
    await expect(
      page.getByRole('heading', { name: 'Log in to see your favourites' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();

    await page.getByLabel('Email').fill('customer@demo.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('do not match');
    await page.getByLabel('Password').fill('demopassword');
    await page.getByRole('button', { name: 'Log in' }).click();
    // The login URL carries ?next=/my-favorite-stores, so match the path itself.
    await expect(page).toHaveURL((url) => url.pathname === '/my-favorite-stores');
    await expect(page.getByRole('heading', { name: 'Log in to see your favourites' })).toHaveCount(
      0,
    );
    expect(await readStoredJson(page, 'user')).toMatchObject({ data: { name: 'Demo Customer' } });

    await page.goto('/stores/momo-street');
    const heart = page.getByRole('button', { name: 'Favourite' });
    await expect(heart).toBeVisible();
    const wasFavorite = (await heart.getAttribute('aria-pressed')) === 'true';
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', String(!wasFavorite));

    await page.goto('/my-favorite-stores');
    const momo = page.getByRole('link', { name: /Momo Street/ });
    if (wasFavorite) await expect(momo).toHaveCount(0);
    else await expect(momo).toBeVisible();

    // Leave the demo data as it was.
    await page.goto('/stores/momo-street');
    await page.getByRole('button', { name: 'Favourite' }).click();
    await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
      'aria-pressed',
      String(wasFavorite),
    );
  });

  test('[R2.10][R4.07] a point far from every store shows the no-area screen', async ({ page }) => {
    const settings = await getSettings(page);
    await seedSavedAddress(page, DELHI);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: settings.noAreaTitleText })).toBeVisible();
    await expect(page.getByText(settings.noAreaMessageText!)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();
    await page.getByRole('link', { name: 'Update Location' }).click();
    await expect(page).toHaveURL(/\/search-location$/);
  });

  test('[R2.19][R2.20][R2.18] store header: both layouts, 100+ ratings, rating links to reviews', async ({
    page,
  }) => {
    await seedSavedAddress(page, HOME_ADDRESS);
    await page.goto('/stores/spice-route-kitchen');
    const header = page.getByTestId('store-header');
    await expect(header).toHaveAttribute('data-layout', 'columns');
    await expect(header).toContainText('100+ ratings');
    await expect(header).toContainText(/\d+\.\d Kms/);
    await expect(header).toContainText('MINS');

    await page.goto('/stores/the-punjab-dhaba');
    await expect(page.getByTestId('store-header')).toHaveAttribute('data-layout', 'old');
    await page.getByTestId('store-rating').click();
    await expect(page).toHaveURL(/\/reviews\/the-punjab-dhaba$/);
    await expect(page.getByRole('list', { name: 'Ratings by stars' })).toBeVisible();
  });

  test('[R5.03][R8.02] an inactive store is greyed at the end of the list with the not-active message', async ({
    page,
  }) => {
    const settings = await getSettings(page);
    await seedSavedAddress(page, HOME_ADDRESS);
    await page.goto('/');
    await scrollToStoreList(page);
    const cards = page.getByTestId('store-card');
    await expect(cards.first()).toBeVisible();
    // The list comes 20 stores at a time; the greyed ones close the whole list.
    const showMore = page.getByRole('button', { name: 'Show more restaurants' });
    while (await showMore.isVisible()) {
      const shown = await cards.count();
      await showMore.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    }
    const last = cards.last();
    await expect(last).toHaveAttribute('data-inactive', 'true');
    await expect(last).toContainText(settings.restaurantNotActiveMsg!);
    await expect(page.locator('[data-testid="store-card"][data-inactive="true"]')).toHaveCount(1);
  });

  test('[R2.13][R2.15] a category tile opens /categories/stores with its saved category ids', async ({
    page,
  }) => {
    await seedSavedAddress(page, HOME_ADDRESS);
    await page.goto('/');
    const tiles = page.getByTestId('category-tiles');
    await tiles.getByRole('link', { name: 'Biryani' }).click();
    await expect(page).toHaveURL(/\/categories\/stores$/);
    expect(await readStoredJson(page, 'categoryIds')).toEqual(expect.any(Array));
    await expect(page.getByRole('link', { name: /Biryani Darbar/ })).toBeVisible();
  });
});
