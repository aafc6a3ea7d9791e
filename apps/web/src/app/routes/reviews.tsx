import { useParams } from 'react-router';
import { ReviewsScreen } from '../../features/reviews/components/reviews-screen';

/** `/reviews/:slug`. */
export function Component() {
  const { slug = '' } = useParams();
  return <ReviewsScreen slug={slug} />;
}
