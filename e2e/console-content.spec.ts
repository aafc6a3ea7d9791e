import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, consoleToken, logInToConsole } from './console-support';
import { INDIRANAGAR } from './support';

const SHOTS = 'test-results/e2e/console-content';

test.use({ viewport: { width: 1280, height: 800 } });

/** The module tiles as the customer app receives them, in order. */
async function customerTiles(page: Page): Promise<string[]> {
  const response = await page.request.post('/public/api/get-modules', { data: INDIRANAGAR });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: { modules: { title: string }[] } };
  return body.data.modules.map((tile) => tile.title);
}

/** The console's list rows' titles, in order. */
async function listed(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Home modules' })
    .getByRole('button', { name: /^Edit / })
    .evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')!.replace(/^Edit /, '')),
    );
}

test('[issue 17] an admin orders home module tiles by drag; the customer app gets the new order', async ({
  page,
}) => {
  const before = await customerTiles(page);
  expect(before.length).toBeGreaterThanOrEqual(3);
  const token = await consoleToken(page.request, ADMIN);
  const original = await page.request.post('/public/api/console/admin/content/modules/list', {
    data: { token },
  });
  const originalIds = (
    (await original.json()) as { data: { rows: { id: number }[] } }
  ).data.rows.map((row) => row.id);

  try {
    await logInToConsole(page, ADMIN);
    await page.goto('/console/content?tab=modules');
    const list = page.getByRole('list', { name: 'Home modules' });
    await expect(list.getByRole('listitem')).toHaveCount(originalIds.length);
    const titles = await listed(page);

    // Drag the last tile's handle onto the first row.
    const rows = list.getByRole('listitem');
    const handle = page.getByTestId(`drag-${originalIds.at(-1)}`);
    const first = await rows.first().boundingBox();
    const from = await handle.boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + 5, first!.y + 4, { steps: 8 });
    // While dragging, the row it would take the place of is marked.
    await expect(rows.first()).toHaveAttribute('data-drop-target', '');
    await page.screenshot({ path: `${SHOTS}/dragging.png` });
    await page.mouse.up();

    const moved = [titles.at(-1)!, ...titles.slice(0, -1)];
    await expect(page.getByRole('status').filter({ hasText: 'moved to place 1' })).toBeVisible();
    await expect.poll(() => listed(page)).toEqual(moved);
    // Kept by the server, and the customer app's tiles follow (grocery only where it delivers).
    await page.reload();
    await expect.poll(() => listed(page)).toEqual(moved);
    await expect
      .poll(() => customerTiles(page))
      .toEqual(moved.filter((title) => before.includes(title)));

    // Escape while dragging puts the row back: nothing is sent.
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/content/modules/reorder')) sent++;
    });
    const again = await page.getByTestId(`drag-${originalIds[0]}`).boundingBox();
    await page.mouse.move(again!.x + 4, again!.y + 4);
    await page.mouse.down();
    await page.mouse.move(again!.x + 4, first!.y + 4, { steps: 5 });
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await expect(list.locator('[data-drop-target]')).toHaveCount(0);
    expect(sent).toBe(0);
    await expect.poll(() => listed(page)).toEqual(moved);
  } finally {
    // Later journeys see the demo's order.
    const restored = await page.request.post('/public/api/console/admin/content/modules/reorder', {
      data: { token, ids: originalIds },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
