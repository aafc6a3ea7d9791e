import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '../../../lib/settings/settings-store';

// The offer comes after the bar's first render read "none" and before its listener is attached:
// only main.tsx's early listener saw it.
const early = { offer: null as Event | null, reads: 0 };
vi.mock('../../../lib/early-install-offer', () => ({
  peekEarlyInstallOffer: () => {
    early.reads += 1;
    return early.reads === 1 ? null : early.offer;
  },
  clearEarlyInstallOffer: () => {
    early.offer = null;
  },
}));

describe('the Android install bar', () => {
  beforeEach(() => {
    useSettingsStore.setState({ settings: { showPwaInstallPromptFooter: 'true' } });
  });
  afterEach(() => {
    cleanup();
    early.reads = 0;
  });

  it('[R4.18] takes an offer the browser made between its first render and its listener', async () => {
    early.offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    const { AndroidInstallOffer } = await import('./install-offers');
    render(<AndroidInstallOffer />);
    expect(await screen.findByRole('region', { name: 'Get the app' })).toBeTruthy();
  });
});
