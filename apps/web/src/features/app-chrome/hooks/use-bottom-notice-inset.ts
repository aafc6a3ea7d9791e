import { useEffect, type RefObject } from 'react';

export const BOTTOM_NOTICE_HEIGHT_VAR = '--bottom-notice-height';

/**
 * H8.10: publishes the height of the bottom notices (cookie notice, install prompts) as
 * `--bottom-notice-height` on the document, 0 while none shows. Fixed bottom bars and primary
 * buttons (tab bar, view-cart bar, checkout's place-order bar, the first screen's button) add it
 * to their offset and the body pads by it, so a notice never covers a page's primary action.
 */
export function useBottomNoticeInset(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
    // Wide screens show the notices in a corner, clear of the centred app column.
    const wide = window.matchMedia?.('(min-width: 768px)');
    const update = () => {
      const height =
        element.childElementCount > 0 && !wide?.matches
          ? Math.ceil(element.getBoundingClientRect().height)
          : 0;
      root.style.setProperty(BOTTOM_NOTICE_HEIGHT_VAR, `${height}px`);
    };
    update();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(element);
    const mutation = new MutationObserver(update);
    mutation.observe(element, { childList: true });
    wide?.addEventListener?.('change', update);
    return () => {
      wide?.removeEventListener?.('change', update);
      resize?.disconnect();
      mutation.disconnect();
      root.style.removeProperty(BOTTOM_NOTICE_HEIGHT_VAR);
    };
  }, [ref]);
}
