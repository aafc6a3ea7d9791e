import { useParams } from 'react-router';
import { FilteredStoresScreen } from '../../features/catalog/components/filtered-stores-screen';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../lib/i18n/screen-strings';

/** `/store/:restaurant/category/:categoryId`: stores of one category; `:restaurant` is a label. */
export function Component() {
  const { t } = useTranslation();
  const { restaurant = '', categoryId = '' } = useParams();
  const id = Number(categoryId);
  const label = decodeURIComponent(restaurant).replace(/[-_]+/g, ' ').trim();
  return (
    <FilteredStoresScreen
      title={label ? label.charAt(0).toUpperCase() + label.slice(1) : t('pageStoresInThisCategory')}
      categoryIds={Number.isInteger(id) && id > 0 ? [id] : []}
    />
  );
}
