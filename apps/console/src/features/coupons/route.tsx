import { Page } from '../../components/page';

/** Not built yet (issue 17). */
export default function Route() {
  return (
    <Page title="Coupons">
      <p>This area is not built yet.</p>
    </Page>
  );
}
