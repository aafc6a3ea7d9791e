import { useCallback, useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';

/**
 * A looping, autoplaying carousel over a flex track of slides (issue 13: about 1 KB instead of the
 * 9 KB carousel library on home's first download). The track moves by a transform, a page of the
 * slides that fit at a time (`slidesToScroll: 'auto'`); a drag of more than `dragThreshold` px
 * moves a page; autoplay pauses while the pointer is over it or keyboard focus is in it (a
 * focused slide must not slide away, WCAG 2.2.2), while the page is hidden, and for
 * users who prefer reduced motion the track jumps instead of sliding.
 */
export function useCarousel({
  slideCount,
  autoplayMs,
  dragThreshold,
}: {
  slideCount: number;
  autoplayMs: number;
  dragThreshold: number;
}): {
  trackRef: RefObject<HTMLDivElement | null>;
  offset: number;
  isDragging: boolean;
  handlers: {
    onPointerDown: (event: PointerEvent) => void;
    onPointerMove: (event: PointerEvent) => void;
    onPointerUp: (event: PointerEvent) => void;
    onPointerCancel: () => void;
    onPointerLeave: (event: PointerEvent) => void;
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: React.FocusEvent) => void;
    onClickCapture: (event: React.MouseEvent) => void;
  };
  showSlide: (index: number) => void;
} {
  const trackRef = useRef<HTMLDivElement | null>(null);
  const [start, setStart] = useState(0);
  const [drag, setDrag] = useState(0);
  const dragFrom = useRef<number | null>(null);
  const hasDragged = useRef(false);
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);

  /** Slides across the viewport and the left edge of slide `index` within the track. */
  const measure = useCallback((index: number) => {
    const track = trackRef.current;
    const slides = track ? (Array.from(track.children) as HTMLElement[]) : [];
    const first = slides[0];
    if (!track || !first) return { perView: 1, left: 0, count: 0 };
    const viewport = track.parentElement?.clientWidth ?? track.clientWidth;
    const width = first.getBoundingClientRect().width || viewport;
    const perView = Math.max(1, Math.round(viewport / width));
    const target = slides[Math.min(index, slides.length - 1)] ?? first;
    return { perView, left: target.offsetLeft - first.offsetLeft, count: slides.length };
  }, []);

  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const update = () => setOffset(measure(start).left);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [measure, start, slideCount]);

  const move = useCallback(
    (direction: 1 | -1) => {
      setStart((current) => {
        const { perView, count } = measure(current);
        const last = Math.max(0, count - perView);
        if (direction === 1) return current >= last ? 0 : Math.min(last, current + perView);
        return current <= 0 ? last : Math.max(0, current - perView);
      });
    },
    [measure],
  );

  useEffect(() => {
    if (isHovered || hasFocus || slideCount < 2) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && dragFrom.current === null) move(1);
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [isHovered, hasFocus, slideCount, autoplayMs, move]);

  const endDrag = (distance: number) => {
    dragFrom.current = null;
    setDrag(0);
    if (Math.abs(distance) > dragThreshold) move(distance < 0 ? 1 : -1);
  };

  return {
    trackRef,
    offset: offset - drag,
    isDragging: drag !== 0,
    showSlide: (index) =>
      setStart(() => {
        const { perView } = measure(index);
        return index - (index % perView);
      }),
    handlers: {
      onPointerDown: (event) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        dragFrom.current = event.clientX;
        hasDragged.current = false;
      },
      onPointerMove: (event) => {
        if (dragFrom.current === null) return;
        const distance = event.clientX - dragFrom.current;
        if (Math.abs(distance) > dragThreshold) hasDragged.current = true;
        setDrag(distance);
      },
      onPointerUp: (event) => {
        if (dragFrom.current !== null) endDrag(event.clientX - dragFrom.current);
      },
      onPointerCancel: () => endDrag(0),
      // A drag that leaves the slider ends where it left.
      onPointerLeave: (event) => {
        if (dragFrom.current !== null) endDrag(event.clientX - dragFrom.current);
      },
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setHasFocus(true),
      // Focus moving between slides stays inside; only leaving the slider resumes autoplay.
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
      },
      // A drag is not a click on the slide's link.
      onClickCapture: (event) => {
        if (!hasDragged.current) return;
        hasDragged.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
