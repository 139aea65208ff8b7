import { Link, useLocation, useNavigate, useSearchParams } from '../../../lib/router';
import { ArrowLeft, Mail } from 'lucide-react';
import { emailField } from '@dwa/shared/fields';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { requestResetCode, verifyResetCode } from '../api/password-reset';
import { AuthCard, linkButtonClasses } from './auth-card';
import { CodeStep, StepError } from './code-step';
import { GuestOnly } from './guest-only';
import { SLOT, aroundSlot } from '../../../lib/i18n/area';
import { useT } from '../../../lib/i18n/i18n-context';
import { resetMessages } from '../../../lib/i18n/catalogs/reset';

/** What Forgot Password leaves in the history entry: the reset handle and when its code was mailed. */
export type CheckEmailState = { handle?: unknown; sentAt?: unknown } | null;

/**
 * /check-email?email=...: the password reset code went to that address (Forgot Password sends people
 * here). The reset handle rides in the history entry, so a reload keeps it; Resend asks the API for a
 * new code (its limits apply: a refusal shows the server's message) and waits a minute between codes.
 * Verify leads to /new-password. Without an address the page says how to get a code.
 */
export function CheckEmailPage() {
  const t = useT(resetMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const parsed = emailField.safeParse(searchParams.get('email') ?? '');
  const state = location.state as CheckEmailState;
  const handle = typeof state?.handle === 'string' && state.handle ? state.handle : null;
  const sentAt = typeof state?.sentAt === 'number' ? state.sentAt : null;

  if (!parsed.success) {
    return (
      <GuestOnly>
        <AuthCard title={t('check.title')} icon={<Mail aria-hidden="true" className="size-12" />} description={t('check.howTo')}>
          <div className="space-y-3 text-center">
            <Link to={paths.signin.getHref()} state={{ step: 'forgot' }} className={buttonClasses('primary', 'lg', 'w-full')}>
              {t('forgot.title')}
            </Link>
            <Link to={paths.signin.getHref()} className={linkButtonClasses}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('backToSignIn')}
            </Link>
          </div>
        </AuthCard>
      </GuestOnly>
    );
  }

  const email = parsed.data;
  const around = aroundSlot(t(handle ? 'check.sent' : 'check.enter', { email: SLOT }));
  return (
    <GuestOnly>
      <CodeStep
        key={email}
        title={t('check.title')}
        description={
          <>
            {around[0]}
            <strong className="break-all">{email}</strong>
            {around[1]}
          </>
        }
        missingMessage={t('check.missing')}
        failureFallback={t('check.invalid')}
        onVerify={async (code) => {
          if (!handle) throw new StepError(t('check.needsCode'));
          const answer = await verifyResetCode(handle, code);
          await navigate(paths.newPassword.getHref(), { state: { handle, resetToken: answer.reset_token, email } });
        }}
        onResend={async () => {
          const answer = await requestResetCode(email);
          await navigate({ search: location.search }, { replace: true, state: { handle: answer.user_id, sentAt: Date.now() } });
          return t('check.newCode');
        }}
        backLabel={t('back')}
        onBack={() => navigate(paths.signin.getHref(), { state: { step: 'forgot', email } })}
        focusTitle={handle !== null}
        // A code from this page's Forgot Password: Resend after the wait; none known: at once.
        sentAt={handle ? (sentAt ?? undefined) : null}
      />
    </GuestOnly>
  );
}
