import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSettings } from '@app/shared/settings/settings-admin.schemas';
import { SettingsEditor } from './settings-editor';

const stored: AdminSettings = {
  values: { storeColor: '#fc8019', storeName: 'Swiftbite', cartMaxLines: '30' },
  secrets: { stripeSecretKey: true, razorpayKeySecret: false },
  versions: { forceNewSettingsVersion: '4', forceCacheClearVersion: '1' },
};

let fetchMock: ReturnType<typeof vi.fn>;

function renderEditor(group = 'brand') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/settings?group=${group}`]}>
        <SettingsEditor stored={stored} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { values: Record<string, string> };
    const data = {
      ...stored,
      values: { ...stored.values, ...body.values },
      versions: { ...stored.versions, forceNewSettingsVersion: '5' },
    };
    return new Response(JSON.stringify({ success: true, data }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('settings editor', () => {
  it('checks the brand colour as the server does, shows it in the swatch, and saves only what changed', async () => {
    renderEditor();
    const colour = screen.getByLabelText('Brand colour') as HTMLInputElement;
    expect(colour.value).toBe('#fc8019');
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.change(colour, { target: { value: 'orange' } });
    expect(screen.getByText('Brand colour must be a colour like #fc8019.')).toBeTruthy();
    expect(save.disabled).toBe(true);

    fireEvent.change(colour, { target: { value: '#1a73e8' } });
    expect(screen.getByTestId('swatch-storeColor').style.backgroundColor).toMatch(
      /^(#1a73e8|rgb\(26, 115, 232\))$/,
    );
    expect(screen.getByText('1 unsaved change')).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/public/api/console/admin/settings/save');
    expect(JSON.parse(String(init.body)).values).toEqual({ storeColor: '#1a73e8' });
    await screen.findByText(/Saved\. Customer apps load the new settings \(version 5\)/);
  });

  it('shows a secret only as set or not set; an empty box leaves it alone, Clear empties it', async () => {
    renderEditor('checkout');
    const stripe = screen.getByLabelText(/Stripe secret key/) as HTMLInputElement;
    expect(stripe.value).toBe('');
    expect(stripe.type).toBe('password');
    expect(screen.getByText('Set')).toBeTruthy();
    expect(screen.getByText('Not set')).toBeTruthy();
    expect(screen.getByText('No unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body)).values).toEqual({ stripeSecretKey: '' });
  });
});
