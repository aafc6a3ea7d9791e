import { useParams } from 'react-router';
import { PageScreen } from '../../features/pages/components/page-screen';

/** `/pages/:slug`. */
export function Component() {
  const { slug = '' } = useParams();
  return <PageScreen slug={slug} />;
}
