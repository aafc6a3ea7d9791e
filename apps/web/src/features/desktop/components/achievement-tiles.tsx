import { useSettings } from '../../../lib/settings/settings-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { isShownSetting } from '../lib/desktop-settings';
import '../lib/desktop-strings';

/** The four tiles' setting keys (SPEC §9: four achievement tiles, title and subtitle each). */
const TILES = ['One', 'Two', 'Three', 'Four'].map((ordinal) => ({
  titleKey: `desktopAchievement${ordinal}Title`,
  subKey: `desktopAchievement${ordinal}Sub`,
}));

/**
 * The achievement tiles. A tile whose title (its value) is the text 'null' is hidden (SPEC §1), and
 * a 'null' subtitle leaves the title alone; the setting decides, the active language only
 * translates the texts shown.
 */
export function AchievementTiles() {
  const { t } = useTranslation();
  const settings = useSettings();
  const shown = TILES.filter((tile) => isShownSetting(settings[tile.titleKey]));
  if (shown.length === 0) return null;

  return (
    <ul aria-label={t('desktopAchievements')} className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      {shown.map((tile) => (
        <li
          key={tile.titleKey}
          className="rounded-2xl border border-line bg-white/80 px-4 py-3 shadow-sm backdrop-blur"
        >
          <p className="text-2xl font-extrabold tracking-tight text-primary-strong">
            {t(tile.titleKey)}
          </p>
          {isShownSetting(settings[tile.subKey]) ? (
            <p className="mt-0.5 text-sm leading-snug text-muted">{t(tile.subKey)}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
