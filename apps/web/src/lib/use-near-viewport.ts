import { useEffect, useState, type RefObject } from 'react';

/**
 * Latches true once the page is first scrolled or the element comes within `margin` of the
 * viewport, whichever is first: the moment to fetch the code of a part below the fold, ahead of
 * the visitor reaching it (a phone that never scrolls there never downloads it). Without
 * IntersectionObserver it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '50%'): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const near = () => setIsNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) near();
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(element);
    window.addEventListener('scroll', near, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', near);
    };
  }, [isNear, ref, margin]);
  return isNear;
}
