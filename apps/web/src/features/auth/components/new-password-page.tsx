import { useState } from 'react';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { KeyRound } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { AuthCard } from './auth-card';
import { GuestOnly } from './guest-only';
import { NewPasswordStep } from './new-password-step';
import { PasswordChanged } from './password-changed';
import { useT } from '../../../lib/i18n/i18n-context';
import { resetMessages } from '../../../lib/i18n/catalogs/reset';

type ResetState = { handle?: unknown; resetToken?: unknown; email?: unknown } | null;

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * /new-password: the new-password step on its own when a verified reset code brought its token here
 * (location state, from /check-email); otherwise it says how to get one, since a new password needs
 * a code first. Back to Sign In fills in the email the code went to.
 */
export function NewPasswordPage() {
  return (
    <GuestOnly>
      <NewPassword />
    </GuestOnly>
  );
}

function NewPassword() {
  const state = useLocation().state as ResetState;
  const navigate = useNavigate();
  const t = useT(resetMessages);
  const handle = text(state?.handle);
  const resetToken = text(state?.resetToken);
  const email = text(state?.email);
  const [done, setDone] = useState<string | null>(null);
  const toSignIn = () => navigate(paths.signin.getHref(), { replace: true, state: { email, notice: t('new.signInNotice') } });

  if (done !== null) return <PasswordChanged message={done} onBackToSignIn={toSignIn} />;
  if (handle && resetToken) return <NewPasswordStep handle={handle} resetToken={resetToken} onDone={setDone} focusTitle />;
  return (
    <AuthCard title={t('new.title')} icon={<KeyRound aria-hidden="true" className="size-12" />} description={t('new.needsCode')}>
      <Link to={paths.signin.getHref()} state={{ step: 'forgot' }} className={buttonClasses('primary', 'lg', 'w-full')}>
        {t('new.getCode')}
      </Link>
    </AuthCard>
  );
}
