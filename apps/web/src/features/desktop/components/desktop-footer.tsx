import type { ComponentType, SVGProps } from 'react';
import type { UiStringKey } from '@app/shared/i18n/ui-strings';
import { PinIcon } from '../../../components/ui/icons';
import { useSetting, useSettings } from '../../../lib/settings/settings-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { isShownSetting } from '../lib/desktop-settings';
import { FacebookIcon, GoogleIcon, InstagramIcon, YoutubeIcon } from './social-icons';
import '../lib/desktop-strings';

const SOCIAL_LINKS: readonly {
  settingKey: string;
  labelKey: UiStringKey;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { settingKey: 'desktopFacebookLink', labelKey: 'desktopSocialFacebook', Icon: FacebookIcon },
  { settingKey: 'desktopGoogleLink', labelKey: 'desktopSocialGoogle', Icon: GoogleIcon },
  { settingKey: 'desktopYoutubeLink', labelKey: 'desktopSocialYoutube', Icon: YoutubeIcon },
  { settingKey: 'desktopInstagramLink', labelKey: 'desktopSocialInstagram', Icon: InstagramIcon },
];

/** Only web links: an operator typo must not become a `javascript:` link. */
function isWebLink(value: string): boolean {
  return /^https?:\/\//i.test(value.trim());
}

/** Address and social links, each hidden when its setting is the text 'null' (SPEC §1). */
export function DesktopFooter() {
  const { t } = useTranslation();
  const settings = useSettings();
  const storeName = useSetting('storeName');
  const address = settings.desktopFooterAddress;
  const links = SOCIAL_LINKS.flatMap((link) => {
    const href = settings[link.settingKey];
    return isShownSetting(href) && isWebLink(href) ? [{ ...link, href: href.trim() }] : [];
  });

  return (
    <footer className="border-t border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-6 px-8 py-6">
        <div className="space-y-1 text-sm text-muted">
          {isShownSetting(address) ? (
            <address className="flex items-start gap-2 not-italic">
              <PinIcon className="mt-px size-4 shrink-0 text-primary-strong" />
              {t('desktopFooterAddress')}
            </address>
          ) : null}
          <p>
            © {new Date().getFullYear()} {storeName} · {t('desktopRightsReserved')}
          </p>
        </div>
        {links.length > 0 ? (
          <nav aria-label={t('desktopFollowUs')} className="flex items-center gap-3">
            <span className="mr-1 text-sm font-semibold text-ink">{t('desktopFollowUs')}</span>
            {links.map(({ settingKey, labelKey, Icon, href }) => (
              <a
                key={settingKey}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(labelKey)}
                title={t(labelKey)}
                className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary-strong transition hover:bg-primary-strong hover:text-white"
              >
                <Icon />
              </a>
            ))}
          </nav>
        ) : null}
      </div>
    </footer>
  );
}
