import { Link } from 'react-router';
import { buttonClassName } from './ui/button';
import { useTranslation } from '../lib/i18n/use-translation';
import '../lib/i18n/account-strings';

/** What an account area shows a guest: a heading and a link to log in that comes back here. */
export function LoginPrompt({ next }: { next: string }) {
  const { t } = useTranslation();
  return (
    <div className="px-8 py-12 text-center">
      <h2 className="text-xl font-extrabold text-ink">{t('accountLoginTitle')}</h2>
      <Link
        to={`/login?next=${encodeURIComponent(next)}`}
        className={buttonClassName('primary', 'mt-6 w-full max-w-xs')}
      >
        {t('loginLink')}
      </Link>
    </div>
  );
}
