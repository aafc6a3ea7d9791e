import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Sheet } from '../../../components/ui/sheet';
import {
  clearPushOffer,
  isPushPromptDeferred,
  isPushSupported,
  offerPush,
  PUSH_PROMPT_DEFER_MS,
} from '../../../lib/push-offer';
import { useUserStore } from '../../../lib/session/user-store';
import { logInTestCustomer } from '../../../testing/customer-fixtures';
import { PushPermission } from './push-permission';

const QUESTION = 'Get order updates?';

/** A page with an item's add-on sheet open, and the app chrome's push question beside it. */
function PageWithSheet() {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      {isOpen ? (
        <Sheet title="Choose add-ons" closeLabel="Close" onClose={() => setOpen(false)}>
          <button type="button">Add to cart</button>
        </Sheet>
      ) : null}
      <PushPermission />
    </>
  );
}

describe('the push question (H8.11)', () => {
  beforeEach(() => {
    localStorage.clear();
    clearPushOffer();
    // happy-dom has no push: the browser's parts as a browser that was never asked has them.
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
    vi.stubGlobal('PushManager', class {});
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    logInTestCustomer();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    useUserStore.getState().logOut();
  });

  test('[H8.11] is never asked by itself after login, however long the page stays open', async () => {
    vi.useFakeTimers();
    render(<PushPermission />);
    expect(isPushSupported()).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('[H8.11] an offer made while another dialog is open waits until it closes', async () => {
    render(<PageWithSheet />);
    act(() => offerPush());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull();
    // The add-on sheet still works: nothing stacked over it.
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: QUESTION })).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  test('[H8.11] after "Not now" an unasked offer stays away for 7 days; the alerts screen can still ask', async () => {
    render(<PushPermission />);
    act(() => offerPush());
    const question = await screen.findByRole('dialog', { name: QUESTION });
    // One "Not now" (the corner button is "Close"): a screen reader hears two different buttons.
    expect(screen.getAllByRole('button', { name: 'Not now' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull();
    expect(question.isConnected).toBe(false);
    expect(isPushPromptDeferred(Date.now() + PUSH_PROMPT_DEFER_MS - 60_000)).toBe(true);
    expect(isPushPromptDeferred(Date.now() + PUSH_PROMPT_DEFER_MS + 60_000)).toBe(false);

    act(() => offerPush());
    expect(screen.queryByRole('dialog', { name: QUESTION })).toBeNull();

    act(() => offerPush({ isRequested: true }));
    expect(await screen.findByRole('dialog', { name: QUESTION })).toBeTruthy();
  });

  test('[H8.11] is not offered once the browser was asked', () => {
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission: vi.fn() });
    render(<PushPermission />);
    act(() => offerPush({ isRequested: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
