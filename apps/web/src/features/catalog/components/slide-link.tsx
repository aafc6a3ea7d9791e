import type { Slide } from '@app/shared/catalog/catalog.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Where a slide goes (SPEC §2): its `url` as an internal link when set (a plain link for model '3',
 * the plain image link), else its store's menu; a slide with neither is just the picture.
 */
export function SlideLink({
  slide,
  className,
  children,
}: {
  slide: Slide;
  className?: string;
  children: ReactNode;
}) {
  const { url } = slide;
  const { model, restaurant, name } = slide.data;
  if (url && model === '3') {
    return (
      <a href={url} className={className} aria-label={name || undefined}>
        {children}
      </a>
    );
  }
  if (url) {
    return (
      <Link to={url} className={className} aria-label={name || undefined}>
        {children}
      </Link>
    );
  }
  if (restaurant) {
    return (
      <Link
        to={`/stores/${restaurant.slug}`}
        className={className}
        aria-label={name || restaurant.name}
      >
        {children}
      </Link>
    );
  }
  return <div className={className}>{children}</div>;
}
