import { FilteredStoresScreen } from '../../features/catalog/components/filtered-stores-screen';
import { useCatalogStore } from '../../lib/catalog/catalog-store';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../lib/i18n/screen-strings';

/** `/categories/stores`: stores of the category id list a category tile saved (SPEC §2). */
export function Component() {
  const { t } = useTranslation();
  const categoryIds = useCatalogStore((state) => state.categoryIds) ?? [];
  return <FilteredStoresScreen title={t('pageStoresByCategory')} categoryIds={categoryIds} />;
}
