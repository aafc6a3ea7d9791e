import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSettings } from '@app/shared/settings/settings-admin.schemas';
import {
  PAYU_LIVE_URL,
  PAYU_TEST_URL,
  SETTINGS_CATALOG,
} from '@app/shared/settings/settings-catalog';
import { SettingsEditor } from './settings-editor';

const stored: AdminSettings = {
  values: {
    storeColor: '#fc8019',
    storeName: 'Swiftbite',
    cartMaxLines: '30',
    grocerySmallCartFee: '1500',
    grocerySmallCartThreshold: '9900',
    // As the server sends unset payment settings: their defaults.
    codEnabled: 'true',
    walletPaymentEnabled: 'true',
    currencyCode: 'INR',
    stripePublishableKey: '',
    payuBaseUrl: PAYU_LIVE_URL,
  },
  secrets: { stripeSecretKey: true, razorpayKeySecret: false, stripeWebhookSecret: false },
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
    renderEditor('payments');
    const stripe = screen.getByLabelText(/^Stripe secret key/) as HTMLInputElement;
    expect(stripe.value).toBe('');
    expect(stripe.type).toBe('password');
    expect(screen.getAllByText('Set')).toHaveLength(1);
    const paymentSecrets = SETTINGS_CATALOG.filter(
      (field) => field.group === 'payments' && field.type === 'secret',
    ).length;
    expect(screen.getAllByText('Not set')).toHaveLength(paymentSecrets - 1);
    expect(screen.getByText('No unsaved changes')).toBeTruthy();
    // The button names its field for screen readers, and undoing names it too.
    fireEvent.click(screen.getByRole('button', { name: 'Clear Stripe secret key' }));
    expect(screen.getByRole('button', { name: 'Keep Stripe secret key' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body)).values).toEqual({ stripeSecretKey: '' });
  });

  it('Payments: cash and wallet switches, public keys as text, PayU live or test only', async () => {
    renderEditor('payments');
    expect(screen.getByRole('heading', { name: 'Payments' })).toBeTruthy();
    const cash = screen.getByRole('switch', { name: 'Cash on delivery' }) as HTMLInputElement;
    expect(cash.checked).toBe(true);
    expect(
      (screen.getByRole('switch', { name: 'Pay from the wallet' }) as HTMLInputElement).checked,
    ).toBe(true);
    const payu = screen.getByLabelText('PayU payment page') as HTMLSelectElement;
    expect([...payu.options].map((option) => option.value)).toEqual([PAYU_LIVE_URL, PAYU_TEST_URL]);
    expect(payu.value).toBe(PAYU_LIVE_URL);
    // As wide as the box, so the whole address shows (it was cut at 15rem).
    expect(payu.className).toContain('w-full');
    expect(payu.className).not.toMatch(/max-w-(?!full)/);
    for (const label of [
      /Stripe webhook signing secret/,
      /Razorpay key secret/,
      /PayU merchant salt/,
    ])
      expect((screen.getByLabelText(label) as HTMLInputElement).type).toBe('password');

    fireEvent.click(cash);
    fireEvent.change(screen.getByLabelText('Stripe publishable key'), {
      target: { value: ' pk_test_123 ' },
    });
    fireEvent.change(payu, { target: { value: PAYU_TEST_URL } });
    fireEvent.change(screen.getByLabelText(/Stripe webhook signing secret/), {
      target: { value: 'whsec_abc' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body)).values).toEqual({
      codEnabled: 'false',
      stripePublishableKey: 'pk_test_123',
      payuBaseUrl: PAYU_TEST_URL,
      stripeWebhookSecret: 'whsec_abc',
    });
  });

  it('an uploaded logo fills the field with its stored URL, saved with the other settings', async () => {
    const uploaded = '/uploads/avatars/0123456789abcdef0123456789abcdef.png';
    const save = fetchMock.getMockImplementation() as (
      url: string,
      init: RequestInit,
    ) => Promise<Response>;
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (!url.endsWith('admin/settings/upload-image')) return save(url, init);
      return new Response(JSON.stringify({ success: true, data: { url: uploaded } }), {
        status: 200,
      });
    });
    renderEditor();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', {
      type: 'image/png',
    });
    fireEvent.change(screen.getByLabelText('Upload Logo'), { target: { files: [file] } });
    await waitFor(() =>
      expect((screen.getByLabelText('Logo') as HTMLInputElement).value).toBe(uploaded),
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/public/api/console/admin/settings/upload-image');
    const sent = JSON.parse(String(init.body)) as { key: string; image: string };
    expect(sent.key).toBe('storeLogo');
    expect(sent.image).toMatch(/^data:image\/png;base64,/);

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [saveUrl, saveInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(saveUrl).toContain('/public/api/console/admin/settings/save');
    expect(JSON.parse(String(saveInit.body)).values).toEqual({ storeLogo: uploaded });
  });

  it('an upload the server refuses shows its message and leaves the field alone', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            success: false,
            error: { code: 'profile.invalid_avatar', message: 'Not an image.' },
          }),
          { status: 400 },
        ),
    );
    renderEditor();
    const file = new File(['text'], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload Logo'), { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Not an image.');
    expect((screen.getByLabelText('Logo') as HTMLInputElement).value).toBe('');
  });

  it('grocery small-basket money is edited in rupees and saved in paise', async () => {
    renderEditor('checkout');
    const fee = screen.getByLabelText('Grocery small-basket fee (₹)') as HTMLInputElement;
    const below = screen.getByLabelText('Grocery small-basket below (₹)') as HTMLInputElement;
    expect(fee.value).toBe('15');
    expect(below.value).toBe('99');

    fireEvent.change(fee, { target: { value: '12.345' } });
    expect(
      screen.getByText(
        'Grocery small-basket fee (₹) must be an amount in rupees, like 15 or 15.50.',
      ),
    ).toBeTruthy();
    fireEvent.change(fee, { target: { value: '1500' } });
    expect(screen.getByText('Grocery small-basket fee (₹) must be at most ₹1000.')).toBeTruthy();
    fireEvent.change(below, { target: { value: '99.00' } });
    fireEvent.change(fee, { target: { value: '20.50' } });
    expect(screen.getByText('1 unsaved change')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body)).values).toEqual({ grocerySmallCartFee: '2050' });
  });
});
