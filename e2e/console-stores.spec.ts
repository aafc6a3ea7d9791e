import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, logInToConsole } from './console-support';

/**
 * Issue 17, the admin's stores: a store created with a zone drawn on the map, approved, opened
 * and given an item is listed to customers inside the zone and not outside it; 500 items import
 * from CSV, and a file with a bad row writes nothing and names the row.
 */

test.use({ viewport: { width: 1280, height: 800 } });

async function logIn(page: Page) {
  // Map tiles come from the internet: the journey needs none of them.
  await page.route('**/tile.openstreetmap.org/**', (route) => route.abort());
  await logInToConsole(page, ADMIN);
}

async function listedSlugs(request: APIRequestContext, latitude: number, longitude: number) {
  const response = await request.post('/public/api/get-delivery-restaurants', {
    data: { latitude, longitude },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { slug: string }[] }).data.map((s) => s.slug);
}

test('an admin draws a store’s zone, approves and opens it, adds an item; customers inside the zone see it, outside do not', async ({
  page,
}) => {
  const slug = `zone-e2e-${Date.now()}`;
  await logIn(page);
  await page.goto('/console/stores/new');
  await expect(page.getByRole('heading', { name: 'New store' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Zone E2E Kitchen');
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Address').fill('1 Test Road');

  await page.getByRole('tab', { name: 'Location & zone' }).click();
  // Far from the demo stores, so only this store's zone decides.
  await page.getByLabel('Latitude').fill('11.2');
  await page.getByLabel('Longitude').fill('78.2');
  await page.getByLabel('Delivery radius (km)').fill('10');
  const map = page.getByTestId('zone-map');
  await expect(map.locator('.leaflet-pane').first()).toBeAttached();
  const box = (await map.boundingBox())!;
  const cx = box.width / 2;
  const cy = box.height / 2;
  for (const [dx, dy] of [
    [-60, -60],
    [60, -60],
    [60, 60],
    [-60, 60],
  ] as const) {
    await map.click({ position: { x: cx + dx, y: cy + dy } });
  }
  await expect(page.getByRole('status').filter({ hasText: 'Zone with 4 points' })).toBeVisible();
  // Undo takes the last corner back; it is drawn again.
  await page.getByRole('button', { name: 'Undo last point' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 points' })).toBeVisible();
  await map.click({ position: { x: cx - 60, y: cy + 60 } });
  // A corner dragged further east moves in the list too.
  const corners = page.getByRole('list', { name: 'Zone points' }).getByRole('listitem');
  const before = await corners.nth(1).textContent();
  const handle = (await page.getByTitle('Point 2').boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + 40, handle.y + handle.height / 2, {
    steps: 5,
  });
  await page.mouse.up();
  await expect(corners.nth(1)).not.toHaveText(before ?? '');
  await expect(corners).toHaveCount(4);
  const points = (
    await page.getByRole('list', { name: 'Zone points' }).getByRole('listitem').allTextContents()
  ).map((text) => text.split(',').map(Number) as [number, number]);
  expect(points).toHaveLength(4);

  await page.getByRole('button', { name: 'Create store' }).click();
  await expect(page).toHaveURL(/\/console\/stores\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Store: Zone E2E Kitchen' })).toBeVisible();
  const approved = page.getByRole('switch', { name: 'Approved' });
  const active = page.getByRole('switch', { name: 'Active' });
  await expect(approved).not.toBeChecked();
  await approved.click();
  await expect(approved).toBeChecked();
  await active.click();
  await expect(active).toBeChecked();

  await page.getByRole('link', { name: 'Menu and import' }).click();
  await page.getByLabel('New section name').fill('Mains');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Mains/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add item' }).click();
  const form = page.getByRole('form', { name: 'New item' });
  await form.getByLabel('Name').fill('Zone thali');
  await form.getByLabel('Price', { exact: true }).fill('149.50');
  await form.getByRole('button', { name: 'Create item' }).click();
  await expect(page.getByRole('list', { name: 'Items in Mains' })).toContainText('Zone thali');

  // The customer list: the zone's middle is served, a point north of it (inside the radius) is not.
  const lats = points.map(([lat]) => lat);
  const lngs = points.map(([, lng]) => lng);
  const middle = [lats.reduce((a, b) => a + b) / 4, lngs.reduce((a, b) => a + b) / 4] as const;
  const north = [Math.max(...lats) + (Math.max(...lats) - Math.min(...lats)), middle[1]] as const;
  expect(await listedSlugs(page.request, ...middle)).toContain(slug);
  expect(await listedSlugs(page.request, ...north)).not.toContain(slug);
});

test('500 items import from CSV and show in the menu; a file with a bad row writes nothing and names the row', async ({
  page,
}) => {
  await logIn(page);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('console_user') ?? '{}').auth_token as string,
  );
  const slug = `import-e2e-${Date.now()}`;
  const created = await page.request.post('/public/api/console/admin/stores/save', {
    data: {
      token,
      name: 'Import E2E Store',
      slug,
      module: 'food',
      description: '',
      address: '',
      landmark: '',
      phone: null,
      latitude: 12.3,
      longitude: 76.6,
      image: '',
      banner_image: '',
      opening_hours: null,
      delivery_radius_km: 5,
      zone_polygon: null,
      delivery_type: 3,
      commission_bps: 1500,
      free_delivery_subtotal_minor: null,
      min_order_minor: 0,
      store_charge_minor: 0,
      delivery_charge_type: 'FIXED',
      delivery_charge_minor: 0,
      base_delivery_charge_minor: 0,
      base_delivery_distance_km: 0,
      extra_delivery_charge_per_km_minor: 0,
      tax_bps: 0,
      prep_minutes: 15,
      delivery_time_minutes: 30,
      is_pureveg: false,
      category_ids: [],
      owner_ids: [],
      rider_ids: [],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const storeId = ((await created.json()) as { data: { id: number } }).data.id;

  await page.goto(`/console/stores/${storeId}/menu`);
  await expect(page.getByRole('heading', { name: 'Menu: Import E2E Store' })).toBeVisible();
  const rows = Array.from(
    { length: 500 },
    (_, i) =>
      `Bulk ${i % 5},"Dish ${i}, house style","Serves one\nor two",${99 + i}.00,${i % 2 ? 'yes' : 'no'}`,
  );
  const csv = ['category,name,description,price,veg', ...rows].join('\r\n');
  const fileInput = page.getByLabel('Import CSV');
  const started = Date.now();
  await fileInput.setInputFiles({
    name: 'items.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(
    page.getByRole('status').filter({ hasText: 'Imported 500 rows: 500 new' }),
  ).toBeVisible();
  console.info(`500-row import in the browser: ${Date.now() - started} ms`);
  await expect(page.getByText('500 items in all')).toBeVisible();
  await page.getByRole('button', { name: /^Bulk 3/ }).click();
  await expect(page.getByRole('list', { name: 'Items in Bulk 3' })).toContainText(
    'Dish 3, house style',
  );

  // Line 3 names an item that is not this store's: the server refuses the whole file.
  const bad = 'id,category,name,price\n,Bulk 0,Brand new dish,10\n2147483000,Bulk 0,Ghost,5\n';
  await fileInput.setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(bad),
  });
  const alert = page.getByRole('alert').filter({ hasText: 'nothing was changed' });
  await expect(alert).toBeVisible();
  await expect(
    alert.getByRole('row', { name: /3 id 2147483000 is not an item of this store/ }),
  ).toBeVisible();
  await page.getByLabel('Find item').fill('Brand new dish');
  await expect(page.getByText('No items here yet.')).toBeVisible();
  await expect(page.getByText('500 items in all')).toBeVisible();
});
