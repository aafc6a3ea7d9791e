import { getModuleLayout } from '@app/shared/catalog/catalog.models';
import type { ModuleTile } from '@app/shared/catalog/catalog.schemas';
import { Link } from 'react-router';
import { QueryLoading } from '../../../components/query-status';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSettings } from '../../../lib/settings/settings-store';
import { useModules } from '../api/get-modules';
import { usePosition } from '../../../lib/location/use-position';
import { PromoSlider } from './promo-slider';
import '../../../lib/i18n/screen-strings';

function isExternal(url: string): boolean {
  return /^https?:\/\//.test(url);
}

function ModuleCard({ module, isWide }: { module: ModuleTile; isWide: boolean }) {
  const content = (
    <>
      <span className="min-w-0 flex-1">
        <span className="block text-[17px] leading-tight font-extrabold text-ink">
          {module.title}
        </span>
        {module.content ? (
          <span className="mt-1 block text-[13px] leading-snug text-muted">{module.content}</span>
        ) : null}
        {module.offers ? (
          <span className="mt-2 inline-block rounded-md bg-primary-soft px-2 py-0.5 text-[11px] font-extrabold text-primary-strong uppercase">
            {module.offers}
          </span>
        ) : null}
      </span>
      <img
        src={module.image}
        alt=""
        width={isWide ? 160 : 128}
        height={isWide ? 120 : 96}
        loading="lazy"
        className={`${isWide ? 'h-[120px] w-[160px]' : 'h-24 w-32 self-end'} shrink-0 rounded-2xl object-cover`}
      />
    </>
  );
  const className = `flex ${isWide ? 'items-center' : 'flex-col'} gap-3 rounded-3xl bg-white p-4 shadow-[0_4px_16px_rgb(40_44_63/0.1)] ring-1 ring-line`;
  return isExternal(module.url) ? (
    <a href={module.url} className={className}>
      {content}
    </a>
  ) : (
    <Link to={module.url || '/'} className={className}>
      {content}
    </Link>
  );
}

/** `/food` (SPEC §2): one, two or many module tiles, the promo slider when enabled, footer image. */
export function ModulesScreen() {
  const { t } = useTranslation();
  const settings = useSettings();
  const position = usePosition() ?? { latitude: 0, longitude: 0 };
  const query = useModules(position);
  const modules = query.data?.modules ?? [];
  const layout = getModuleLayout(modules.length);
  const gridClass =
    layout === 'single' ? 'grid-cols-1' : layout === 'double' ? 'grid-cols-2' : 'grid-cols-2';

  return (
    <main className="pt-4">
      <h1 className="px-4 text-[22px] font-extrabold tracking-tight text-ink">
        {t('modulesTitle')}
      </h1>
      {query.isPending ? (
        <QueryLoading
          className="grid grid-cols-2 gap-3 px-4 pt-4"
          rows={['h-40 rounded-3xl', 'h-40 rounded-3xl']}
        />
      ) : query.isError ? (
        <p role="alert" className="px-4 py-8 text-center text-muted">
          {t('errorMessage')}
        </p>
      ) : (
        <ul className={`grid gap-3 px-4 pt-4 ${gridClass}`} data-layout={layout}>
          {modules.map((module, index) => {
            // An odd count in the grid leads with a wide tile so no tile sits alone.
            const isWide =
              layout === 'single' || (layout === 'grid' && modules.length % 2 === 1 && index === 0);
            return (
              <li key={module.id} className={`flex ${isWide ? 'col-span-2' : ''}`}>
                <ModuleCard module={module} isWide={isWide} />
              </li>
            );
          })}
        </ul>
      )}
      {/* The slider and the footer come with the tiles (one query): shown under a skeleton whose
          height differs from the tiles', they would jump when the tiles arrive (issue 13: CLS
          0.17 on /food). Nothing sits below the skeleton, so the tiles push nothing. */}
      {settings.showPromoSlider === 'true' && query.isSuccess ? (
        <div className="pt-3">
          <PromoSlider sliders={query.data?.feature_sliders} isLoading={query.isPending} />
        </div>
      ) : null}
      {settings.footerImage && !query.isPending ? (
        <img
          src={settings.footerImage}
          alt=""
          width={720}
          height={360}
          loading="lazy"
          className="mt-4 aspect-[2/1] w-full object-cover"
        />
      ) : null}
    </main>
  );
}
