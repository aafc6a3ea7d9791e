import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { testSettings } from '../pickup-drop-fixtures';
import { usePickupDropDraft } from '../stores/pickup-drop-draft-store';
import { SelectLocationScreen } from './select-location-screen';

function renderDrop() {
  const api = mockApi({
    'pickup-and-drop-settings': () => ({ body: { success: true, data: testSettings } }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return renderRoute(<SelectLocationScreen />, {
    path: '/pickup-and-drop/select-location/:address_type',
    initialPath: '/pickup-and-drop/select-location/drop',
    routes: [{ path: '/pickup-and-drop/search-location', element: <p>stops page</p> }],
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

const originalScrollIntoView = Element.prototype.scrollIntoView;

describe('SelectLocationScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    usePickupDropDraft.getState().clear();
    useUserStore.getState().logOut();
    // The point just searched, with its address: no lookup needed.
    usePickupDropDraft.getState().update({
      pendingPoint: {
        kind: 'drop',
        latitude: 12.9352,
        longitude: 77.6245,
        address: 'HSR Layout, Bengaluru',
      },
    });
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Element.prototype.scrollIntoView = originalScrollIntoView;
  });

  test('a refused Confirm focuses the first field to fix and brings it mid-screen', async () => {
    renderDrop();
    expect(await screen.findByText('HSR Layout, Bengaluru')).toBeTruthy();
    fireEvent.change(field('Contact phone'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm drop' }));

    // Both the name and the phone are wrong: the name comes first.
    await waitFor(() => expect(document.activeElement).toBe(field('Contact name')));
    expect(field('Contact name').getAttribute('aria-invalid')).toBe('true');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });

    fireEvent.change(field('Contact name'), { target: { value: 'Ravi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm drop' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Contact phone')));
    expect(screen.queryByText('stops page')).toBeNull();

    fireEvent.change(field('Contact phone'), { target: { value: '9812345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm drop' }));
    expect(await screen.findByText('stops page')).toBeTruthy();
  });
});
