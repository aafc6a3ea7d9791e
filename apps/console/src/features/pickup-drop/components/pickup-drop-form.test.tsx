import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPickupDropSettings } from '@app/shared/courier/courier-admin.schemas';
import { priceCourierTask } from '@app/shared/courier/courier.models';
import { ApiError } from '../../../lib/api-client';
import { PickupDropForm } from './pickup-drop-form';

const stored: AdminPickupDropSettings = {
  is_enabled: true,
  is_live: true,
  task_types: ['documents', 'parcel'],
  tariff: {
    baseFareMinor: 4000,
    baseDistanceKm: 2,
    perKmMinor: 1000,
    weightBands: [
      { maxKg: 5, feeMinor: 0 },
      { maxKg: 10, feeMinor: 3000 },
    ],
    minDistanceKm: 1,
    maxDistanceKm: 20,
    surcharges: [{ from: '22:00', to: '06:00', bps: 2500, label: 'Night' }],
    taxBps: 1800,
    serviceHours: { open: '07:00', close: '23:00' },
  },
  zones: [{ name: 'Bengaluru', latitude: 12.9716, longitude: 77.5946, radiusKm: 25 }],
  proof_photo_allowed: true,
  dispatch_radius_km: 8,
  problems: [],
};

function renderForm(onSave = vi.fn(async () => stored), settings = stored) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  render(<PickupDropForm settings={settings} onSave={onSave} />, { wrapper });
  return onSave;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });

beforeEach(() => {
  // useMoney asks for the public settings: ₹ on the left, as by default.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, data: {} }), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('pickup and drop settings form', () => {
  it('editing a band, adding one and saving sends the contract body in minor units', async () => {
    const onSave = renderForm();
    type('Band 2: fee (₹)', '45.50');
    fireEvent.click(screen.getByRole('button', { name: 'Add a weight band' }));
    type('Band 3: up to (kg)', '25');
    type('Band 3: fee (₹)', '90');
    fireEvent.click(screen.getByRole('button', { name: 'Remove surcharge 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Laundry' }));
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      is_enabled: true,
      task_types: ['documents', 'parcel', 'laundry'],
      tariff: {
        ...stored.tariff,
        weightBands: [
          { maxKg: 5, feeMinor: 0 },
          { maxKg: 10, feeMinor: 4550 },
          { maxKg: 25, feeMinor: 9000 },
        ],
        surcharges: [],
      },
      zones: stored.zones,
      proof_photo_allowed: true,
      dispatch_radius_km: 8,
    });
    expect(await screen.findByText(/^Saved\./)).toBeTruthy();
  });

  it('a descending band shows its error next to the field and nothing is sent', () => {
    const onSave = renderForm();
    type('Band 2: up to (kg)', '3');
    const field = input('Band 2: up to (kg)');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Each band must go up to more kg than the band before it',
    );
    // Only that field is marked.
    expect(input('Band 1: up to (kg)').getAttribute('aria-invalid')).toBeNull();

    type('Closes at', '25:00');
    expect(screen.getByText('Use 24-hour time, like 07:00 or 23:30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Not saved: 2 fields need attention.');
  });

  it('a band of 0 kg says so in plain words, and a refused save focuses the first invalid field', async () => {
    const onSave = renderForm();
    type('Band 1: up to (kg)', '0');
    const field = input('Band 1: up to (kg)');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a weight above 0 kg',
    );
    expect(screen.queryByText(/Too small/)).toBeNull();
    type('Tax (%)', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    // Tax comes before the bands on the form.
    await waitFor(() => expect(document.activeElement).toBe(input('Tax (%)')));
  });

  it('the server’s refusal is shown next to the field it names', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError({
        code: 'request.invalid',
        message: 'zones.0.radiusKm: Too big',
        status: 400,
        issues: [{ path: 'zones.0.radiusKm', message: 'Too big for one city' }],
      });
    });
    renderForm(onSave);
    type('Zone 1: radius (km)', '150');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const field = input('Zone 1: radius (km)');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Too big for one city',
    );
  });

  it('adding a zone and saving sends both zones; a zone’s error shows on its own field', async () => {
    const onSave = renderForm();
    expect(
      (screen.getByRole('button', { name: 'Remove zone 1' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add a zone' }));
    type('Zone 2: name', ' bengaluru ');
    type('Zone 2: centre latitude', '12.2958');
    type('Zone 2: centre longitude', '76.6394');
    type('Zone 2: radius (km)', '0');
    const name = input('Zone 2: name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Another zone already has this name',
    );
    expect(input('Zone 2: radius (km)').getAttribute('aria-invalid')).toBe('true');
    // Only the second row is marked.
    expect(input('Zone 1: name').getAttribute('aria-invalid')).toBeNull();
    expect(input('Zone 1: radius (km)').getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Not saved: 2 fields need attention.');

    type('Zone 2: name', 'Mysuru');
    type('Zone 2: radius (km)', '12');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        zones: [
          { name: 'Bengaluru', latitude: 12.9716, longitude: 77.5946, radiusKm: 25 },
          { name: 'Mysuru', latitude: 12.2958, longitude: 76.6394, radiusKm: 12 },
        ],
      }),
    );
  });

  it('removing a zone leaves the other; at least one stays', async () => {
    const onSave = renderForm(undefined, {
      ...stored,
      zones: [
        { name: 'Bengaluru', latitude: 12.9716, longitude: 77.5946, radiusKm: 25 },
        { name: 'Mysuru', latitude: 12.2958, longitude: 76.6394, radiusKm: 12 },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove zone 1' }));
    expect(input('Zone 1: name').value).toBe('Mysuru');
    expect(
      (screen.getByRole('button', { name: 'Remove zone 1' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        zones: [{ name: 'Mysuru', latitude: 12.2958, longitude: 76.6394, radiusKm: 12 }],
      }),
    );
  });

  it('the example price is the shared formula on the tariff as typed', () => {
    renderForm();
    const example = () => screen.getByTestId('example-total').textContent;
    const expected = (tariff: NonNullable<AdminPickupDropSettings['tariff']>) => {
      const result = priceCourierTask(tariff, { distanceKm: 5, weightKg: 2, minute: 12 * 60 });
      if (!result.ok) throw new Error('refused');
      return `₹${(result.price.total / 100).toFixed(2)}`;
    };
    // ₹40 + 3 km × ₹10 = ₹70, 18 % tax: ₹82.60.
    expect(example()).toContain('82.60');
    expect(example()).toContain(expected(stored.tariff!).replace('₹', ''));
    type('Per km after that (₹)', '12');
    expect(example()).toContain(expected({ ...stored.tariff!, perKmMinor: 1200 }).replace('₹', ''));
    type('Maximum distance (km)', '4');
    const section = screen.getByRole('region', { name: /Example price/ });
    expect(within(section).getByText(/longer than the maximum distance/)).toBeTruthy();
  });

  it('a tariff that could not be read is named, and the form starts from starting values', () => {
    renderForm(undefined, {
      ...stored,
      is_live: false,
      tariff: null,
      problems: [
        {
          key: 'pickupDropTariff',
          field: 'tariff',
          message: 'baseFareMinor: Too small',
          stored: '{"baseFareMinor":-5}',
        },
      ],
    });
    expect(screen.getByRole('alert').textContent).toContain('The tariff');
    expect(input('Base fare (₹)').value).toBe('40');
  });
});
