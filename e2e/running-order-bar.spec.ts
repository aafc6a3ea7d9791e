import { expect, test } from './fixtures';
import { seedLocalStorage } from './support';

const JAYANAGAR = { lat: 12.9299, lng: 77.5826, address: '4th Block, Jayanagar, Bengaluru' };

test('the running order comes back after a reload: home reads it with get-running-order', async ({
  page,
}) => {
  const stamp = `${Date.now()}`;
  const credentials = { email: `meera${stamp}@example.test`, password: 'correct-horse-9' };
  const registered = await page.request.post('/public/api/register', {
    data: { ...credentials, name: 'Meera', phone: `+9198${stamp.slice(-8)}` },
  });
  expect(registered.ok()).toBe(true);
  const login = await page.request.post('/public/api/login', { data: credentials });
  const session = ((await login.json()) as { data: { id: number; auth_token: string } }).data;

  // An order at the demo meat shop: 500 g of curry cut, picked up, cash.
  const meat = await page.request.post('/public/api/get-restaurant-info/fresh-cuts-jayanagar', {
    data: {},
  });
  const storeId = ((await meat.json()) as { data: { id: number } }).data.id;
  const categories = await page.request.post('/public/api/get-meat-categories', {
    data: { id: storeId },
  });
  const [chicken] = (
    (await categories.json()) as {
      data: { cuts: { id: number; weight_group: { options: { id: number; name: string }[] } }[] }[];
    }
  ).data;
  const cut = chicken?.cuts[0];
  const halfKilo = cut?.weight_group.options.find((option) => option.name === '500 g');
  const placed = await page.request.post('/public/api/place-order', {
    data: {
      token: session.auth_token,
      user_id: session.id,
      restaurant_id: storeId,
      items: [{ id: cut?.id, quantity: 1, addons: [halfKilo?.id] }],
      delivery_type: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: `e2e-running-${stamp}`,
    },
  });
  expect(placed.ok()).toBe(true);
  const order = ((await placed.json()) as { data: { unique_order_id: string } }).data;

  await seedLocalStorage(page, {
    user: JSON.stringify({ success: true, data: (await login.json()).data }),
    addresses: '[]',
    userSetAddress: JSON.stringify({ ...JAYANAGAR, tag: 'home', businessLocation: false }),
    userAlreadySelectedLocation: 'true',
  });
  await page.goto('/');
  const bar = page.getByRole('link', { name: /Your order in progress/ });
  await expect(bar).toContainText('Fresh Cuts Meat Shop');
  await page.reload();
  await expect(bar).toBeVisible();
  await bar.click();
  await expect(page).toHaveURL(
    new RegExp(`/running-order/${encodeURIComponent(order.unique_order_id)}$`),
  );
});
