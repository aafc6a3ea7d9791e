import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderRoute } from '../../../testing/render';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { TipChoice } from './tip-choice';

describe('rider tip', () => {
  test('a tip of the customer’s own is shown again when the section comes back, and a preset replaces it', async () => {
    useSettingsStore.setState({ settings: { currencyFormat: '₹', currencySymbolAlign: 'left' } });
    const onChange = vi.fn();
    renderRoute(<TipChoice tip={2500} onChange={onChange} />, { path: '/checkout' });

    const own = await screen.findByRole('spinbutton');
    expect((own as HTMLInputElement).value).toBe('25');
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    );

    fireEvent.click(screen.getByRole('radio', { name: '₹20' }));
    expect(onChange).toHaveBeenLastCalledWith(2000);
    expect((own as HTMLInputElement).value).toBe('');

    fireEvent.change(own, { target: { value: '42.5' } });
    expect(onChange).toHaveBeenLastCalledWith(4250);
  });
});
