// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingPlaceholder } from './loading-placeholder';
import { LOADING_FOOD_IMAGE, routeLoadingKind } from './page-loading';

afterEach(() => cleanup());

describe('loading placeholder', () => {
  it('[R2.22] pickup pages get the skeleton of a detail page', () => {
    render(<LoadingPlaceholder kind="pickup" label="Loading..." />);
    const region = screen.getByTestId('loading-pickup');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.textContent).toBe('Loading...');
    expect(region.querySelectorAll('li')).toHaveLength(0);
    expect(region.querySelectorAll('.animate-pulse').length).toBeGreaterThan(4);
  });

  it('[R2.22] task pages get the skeleton of a card list', () => {
    render(<LoadingPlaceholder kind="task" label="Loading..." />);
    const region = screen.getByTestId('loading-task');
    expect(region.querySelectorAll('li')).toHaveLength(4);
    expect(screen.queryByTestId('loading-pickup')).toBeNull();
  });

  it('[R2.22] other pages get an animated food image with the stored please-wait text as alt', () => {
    render(<LoadingPlaceholder label="Loading..." pleaseWaitText="Hang on, cooking..." />);
    const image = screen.getByRole('img', { name: 'Hang on, cooking...' });
    expect(image.getAttribute('src')).toBe(LOADING_FOOD_IMAGE);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('status').contains(image)).toBe(true);
  });

  it('[R2.22] the stored simple-spinner flag gives a plain spinner and no image', () => {
    render(
      <LoadingPlaceholder
        label="Loading..."
        isSimpleSpinner
        pleaseWaitText="Hang on, cooking..."
      />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(document.querySelector('svg.animate-spin')).not.toBeNull();
  });

  it('reads the kind from a route handle, any unknown value being a plain page', () => {
    expect(routeLoadingKind({ loadingKind: 'task' })).toBe('task');
    expect(routeLoadingKind({ loadingKind: 'pickup', titleKey: 'x' })).toBe('pickup');
    expect(routeLoadingKind({ loadingKind: 'other' })).toBe('page');
    expect(routeLoadingKind(undefined)).toBe('page');
  });
});
