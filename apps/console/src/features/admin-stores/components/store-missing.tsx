import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { ErrorNote } from '../../../components/ui';
import { errorMessage } from '../../../lib/console-api';

/**
 * A store page whose store cannot be loaded (an id that does not exist, or the call failed): a
 * heading, the one message, and the way back to the stores list; no form.
 */
export function StoreMissing({ error }: { error?: unknown }) {
  const message = error === undefined ? 'There is no store here.' : errorMessage(error);
  return (
    <Page
      title="Store not found"
      width="narrow"
      actions={
        <Link
          to="/stores"
          className="rounded-md border border-line px-3 py-2 text-sm font-semibold"
        >
          Back to stores
        </Link>
      }
    >
      <ErrorNote>{message}</ErrorNote>
    </Page>
  );
}
