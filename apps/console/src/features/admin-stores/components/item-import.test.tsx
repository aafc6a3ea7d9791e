import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { ItemImport } from './item-import';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const pick = (text: string) => {
  const input = screen.getByLabelText('Import CSV');
  fireEvent.change(input, {
    target: { files: [new File([text], 'items.csv', { type: 'text/csv' })] },
  });
};

describe('item import', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession({ id: 1, name: 'Admin', role: 'admin', auth_token: 'secret', stores: [] });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists every bad row of the file with its line, and sends nothing', async () => {
    const fetchMock = respond(200, {});
    render(<ItemImport storeId={7} onImported={() => {}} />);
    pick('category,name,price\nMains,Roll,12\nMains,,abc\n"Soup, hot",Soup,9.999\n');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('2 rows cannot be imported; nothing was sent.');
    const rows = within(alert)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'LineProblem',
      '3name is required; price "abc" must be a number like 120 or 120.50',
      '4price "9.999" must be a number like 120 or 120.50',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a good file once and shows what changed; shows the server’s per-row refusal', async () => {
    const onImported = vi.fn();
    const fetchMock = respond(200, {
      success: true,
      data: { rows: 2, created: 1, updated: 1, categories_created: 0, dry_run: false },
    });
    render(<ItemImport storeId={7} onImported={onImported} />);
    pick('category,name,price\nMains,Roll,12\nMains,Tea,2\n');
    expect(await screen.findByText('Imported 2 rows: 1 new, 1 updated.')).toBeTruthy();
    expect(onImported).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/public/api/console/admin/stores/import-items');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      store_id: 7,
      csv: expect.stringContaining('Tea'),
    });

    respond(400, {
      success: false,
      error: {
        code: 'catalog.import_invalid',
        message: '1 row of the file cannot be imported; nothing was changed.',
        issues: [{ path: 'line 2', message: 'id 99 is not an item of this store' }],
      },
    });
    pick('id,category,name,price\n99,Mains,Ghost,1\n');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('id 99 is not an item of this store'));
    expect(alert.textContent).toContain('nothing was changed');
  });

  it('counts the steps while the server writes, and lets no second file start meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    render(<ItemImport storeId={7} onImported={() => {}} />);
    pick('category,name,price\nMains,Roll,12\nMains,Tea,2\n');
    expect(await screen.findByText('Step 3 of 3: Sending 2 rows and writing them…')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar.getAttribute('value')).toBe('3');
    expect(bar.getAttribute('max')).toBe('3');
    expect(screen.getByLabelText('Import CSV')).toHaveProperty('disabled', true);
    answer(
      new Response(
        JSON.stringify({
          success: true,
          data: { rows: 2, created: 2, updated: 0, categories_created: 1, dry_run: false },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    expect(
      await screen.findByText('Imported 2 rows: 2 new, 0 updated, 1 new sections.'),
    ).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
