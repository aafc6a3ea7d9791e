import { useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';

/** SPEC §9: the ripple and share effect lasts 500 ms. */
export const RIPPLE_DURATION_MS = 500;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A ripple from the pressed point of a button (which needs `relative overflow-hidden`). It runs
 * on the Web Animations API, so no stylesheet carries it; people who ask for reduced motion get
 * none. `ripple` goes inside the button, `startRipple` in its click handler.
 */
export function useRipple(): {
  ripple: ReactNode;
  startRipple: (event: MouseEvent<HTMLElement>) => void;
} {
  const [origin, setOrigin] = useState<{ x: number; y: number; key: number } | null>(null);
  const spanRef = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const span = spanRef.current;
    if (!origin || !span || typeof span.animate !== 'function') return;
    const animation = span.animate(
      [
        { transform: 'translate(-50%, -50%) scale(0)', opacity: 0.35 },
        { transform: 'translate(-50%, -50%) scale(1)', opacity: 0 },
      ],
      { duration: RIPPLE_DURATION_MS, easing: 'ease-out' },
    );
    animation.onfinish = () => setOrigin(null);
    // The span leaves with the component; no cancel(), which rejects `finished` in some engines.
    return () => {
      animation.onfinish = null;
    };
  }, [origin]);

  const startRipple = (event: MouseEvent<HTMLElement>) => {
    if (prefersReducedMotion()) return;
    const box = event.currentTarget.getBoundingClientRect();
    // A keyboard press has no pointer position: start from the middle.
    const x = event.clientX ? event.clientX - box.left : box.width / 2;
    const y = event.clientY ? event.clientY - box.top : box.height / 2;
    setOrigin({ x, y, key: Date.now() });
  };

  const ripple = origin ? (
    <span
      key={origin.key}
      ref={spanRef}
      aria-hidden="true"
      data-testid="ripple"
      className="pointer-events-none absolute size-20 rounded-full bg-current opacity-0"
      style={{ left: origin.x, top: origin.y }}
    />
  ) : null;

  return { ripple, startRipple };
}
