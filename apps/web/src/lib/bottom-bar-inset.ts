export const BOTTOM_BAR_HEIGHT_VAR = '--bottom-bar-height';

/** Every fixed or sticky bottom bar on screen now, with its measured height. */
const bars = new Map<HTMLElement, number>();

function publish() {
  const root = document.documentElement;
  if (bars.size === 0) root.style.removeProperty(BOTTOM_BAR_HEIGHT_VAR);
  else root.style.setProperty(BOTTOM_BAR_HEIGHT_VAR, `${Math.max(...bars.values())}px`);
}

/**
 * A ref callback for a page's fixed (or sticky) bottom bar, such as the tab bar or a primary
 * action bar: publishes its measured height as `--bottom-bar-height` (the tallest when several
 * show) until it unmounts. With the bottom notices' `--bottom-notice-height` it sets the
 * document's `scroll-padding-bottom` (index.css), so a field focused by Tab or scrolled into view
 * stops above the bars instead of behind them. `<div ref={trackBottomBar}>`.
 */
export function trackBottomBar(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const update = () => {
    bars.set(element, Math.ceil(element.getBoundingClientRect().height));
    publish();
  };
  update();
  const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
  resize?.observe(element);
  return () => {
    resize?.disconnect();
    bars.delete(element);
    publish();
  };
}
