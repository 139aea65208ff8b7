import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, Mail } from 'lucide-react';
import { emailField } from '@dwa/shared/fields';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { requestResetCode, verifyResetCode } from '../api/password-reset';
import { AuthCard, linkButtonClasses } from './auth-card';
import { CodeStep, StepError } from './code-step';
import { GuestOnly } from './guest-only';

/** What Forgot Password leaves in the history entry: the reset handle and when its code was mailed. */
export type CheckEmailState = { handle?: unknown; sentAt?: unknown } | null;

const NEEDS_CODE = 'Choose Resend code to get a new code, then enter it.';
export const NEW_CODE_SENT = 'We sent a new code to your email.';

/**
 * /check-email?email=...: the password reset code went to that address (Forgot Password sends people
 * here). The reset handle rides in the history entry, so a reload keeps it; Resend asks the API for a
 * new code (its limits apply: a refusal shows the server's message) and waits a minute between codes.
 * Verify leads to /new-password. Without an address the page says how to get a code.
 */
export function CheckEmailPage() {
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
        <AuthCard
          title="Check your email"
          icon={<Mail aria-hidden="true" className="size-12" />}
          description="We email a 6-digit code when you ask to reset your password. To get one, choose Forgot Password and enter the email of your account."
        >
          <div className="space-y-3 text-center">
            <Link to={paths.signin.getHref()} state={{ step: 'forgot' }} className={buttonClasses('primary', 'lg', 'w-full')}>
              Forgot Password
            </Link>
            <Link to={paths.signin.getHref()} className={linkButtonClasses}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Sign In
            </Link>
          </div>
        </AuthCard>
      </GuestOnly>
    );
  }

  const email = parsed.data;
  return (
    <GuestOnly>
      <CodeStep
        key={email}
        title="Check your email"
        description={
          handle ? (
            <>
              If an account exists for <strong className="break-all">{email}</strong>, we sent a password reset code to it. Enter it below to
              choose a new password. It expires in 10 minutes.
            </>
          ) : (
            <>
              Enter the password reset code we sent to <strong className="break-all">{email}</strong>. If you no longer have the email, choose
              Resend code.
            </>
          )
        }
        missingMessage="Please enter 6-digit code."
        failureFallback="Invalid code."
        onVerify={async (code) => {
          if (!handle) throw new StepError(NEEDS_CODE);
          const answer = await verifyResetCode(handle, code);
          await navigate(paths.newPassword.getHref(), { state: { handle, resetToken: answer.reset_token, email } });
        }}
        onResend={async () => {
          const answer = await requestResetCode(email);
          await navigate({ search: location.search }, { replace: true, state: { handle: answer.user_id, sentAt: Date.now() } });
          return NEW_CODE_SENT;
        }}
        backLabel="Back"
        onBack={() => navigate(paths.signin.getHref(), { state: { step: 'forgot', email } })}
        focusTitle={handle !== null}
        // A code from this page's Forgot Password: Resend after the wait; none known: at once.
        sentAt={handle ? (sentAt ?? undefined) : null}
      />
    </GuestOnly>
  );
}
