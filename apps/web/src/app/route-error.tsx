import { uiStringsEn } from '@app/shared/i18n/ui-strings';
import { Component, type ReactNode } from 'react';
import { Button } from '../components/ui/button';
import { CloseIcon } from '../components/ui/icons';
import { StatusBadge, StatusScreen } from '../components/ui/status-screen';

/**
 * Shown when a route fails to render or its code fails to load (typically a deploy replaced the
 * chunks). A reload fetches the new ones.
 */
export function RouteError({ error }: { error: unknown }) {
  console.error(error);
  return (
    <StatusScreen
      illustration={
        <StatusBadge>
          <CloseIcon />
        </StatusBadge>
      }
      title={uiStringsEn.errorTitle}
      message={uiStringsEn.errorMessage}
    >
      <Button className="w-full max-w-xs" onClick={() => window.location.reload()}>
        {uiStringsEn.retry}
      </Button>
    </StatusScreen>
  );
}

interface RouteErrorBoundaryState {
  failure: { error: unknown } | null;
  locationKey: string;
}

/** Renders `RouteError` in place of the app when a page throws, until the location changes. */
export class RouteErrorBoundary extends Component<
  { locationKey: string; children: ReactNode },
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { failure: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: { locationKey: string },
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    // Another page: it gets its chance to render.
    return props.locationKey === state.locationKey
      ? null
      : { failure: null, locationKey: props.locationKey };
  }

  override render() {
    return this.state.failure ? (
      <RouteError error={this.state.failure.error} />
    ) : (
      this.props.children
    );
  }
}
