import { getGreeting } from '@app/shared/catalog/catalog.models';
import { Link } from 'react-router';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSetting } from '../../../lib/settings/settings-store';

const GREETING_KEYS = {
  morning: 'greetingMorning',
  afternoon: 'greetingAfternoon',
  evening: 'greetingEvening',
} as const;

/** "Good evening, Asha" when logged in and showWelcomeMessage is 'true'; a login link otherwise. */
export function Greeting({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation();
  const user = useLoggedInUser();
  const isEnabled = useSetting('showWelcomeMessage') === 'true';
  if (!user) {
    return (
      <p className="mt-2 text-sm text-muted">
        <Link
          to="/login"
          className="font-bold text-primary-strong underline-offset-2 hover:underline"
        >
          {t('loginLink')}
        </Link>{' '}
        {t('loginLinkHint')}
      </p>
    );
  }
  if (!isEnabled) return null;
  const firstName = user.name.split(' ')[0] ?? user.name;
  return (
    <p data-testid="greeting" className="mt-2 text-[15px] font-bold text-ink">
      {t(GREETING_KEYS[getGreeting(now())])}, {firstName}
    </p>
  );
}
