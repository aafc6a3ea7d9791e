// @vitest-environment happy-dom
import { ANDROID_WEB_VIEW_UA_MARKER } from '@app/shared/common/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { share } from './share';

const content = { title: 'Spice Garden', text: 'North Indian', url: 'https://example.test/s' };

describe('share', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete window.Android;
  });

  it('[R2.26] uses the browser native share with title, text and url', async () => {
    const nativeShare = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0', share: nativeShare });
    await expect(share(content)).resolves.toBe('shared');
    expect(nativeShare).toHaveBeenCalledWith(content);
  });

  it('[R2.26] inside the Android web view (user-agent marker) calls the app bridge instead', async () => {
    const nativeShare = vi.fn();
    const bridgeShare = vi.fn();
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: `Mozilla/5.0 (Linux; Android 14; wv) ${ANDROID_WEB_VIEW_UA_MARKER}/2.1`,
      share: nativeShare,
    });
    window.Android = { share: bridgeShare };
    await expect(share(content)).resolves.toBe('android');
    expect(bridgeShare).toHaveBeenCalledWith(
      'Spice Garden',
      'North Indian',
      'https://example.test/s',
    );
    expect(nativeShare).not.toHaveBeenCalled();
  });

  it('[R2.26] outside the Android web view a page-defined Android object is ignored', async () => {
    const nativeShare = vi.fn().mockResolvedValue(undefined);
    const bridgeShare = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0', share: nativeShare });
    window.Android = { share: bridgeShare };
    await expect(share(content)).resolves.toBe('shared');
    expect(bridgeShare).not.toHaveBeenCalled();
  });

  it('[R2.26] without native share copies the link to the clipboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0',
      share: undefined,
      clipboard: { writeText },
    });
    await expect(share({ title: 'Spice Garden', url: content.url })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(content.url);
  });

  it('[R2.26] a share sheet the user closes (AbortError) is cancelled, not an error, and copies nothing', async () => {
    const writeText = vi.fn();
    const abort = Object.assign(new Error('Share canceled'), { name: 'AbortError' });
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0',
      share: vi.fn().mockRejectedValue(abort),
      clipboard: { writeText },
    });
    await expect(share(content)).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('when nothing can share, says so instead of throwing', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0', share: undefined });
    await expect(share(content)).resolves.toBe('failed');
  });
});
