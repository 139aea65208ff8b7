import { Suspense, lazy, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/login';
import { sendOtp, verifyOtp } from '../api/otp';
import { SIGNING_OUT, endSession } from '../hooks/use-logout';
import { safeRedirect } from '../lib/redirect';
import { GuestOnly } from './guest-only';
import { LoginStep } from './login-step';
import { useT } from '../../../lib/i18n/i18n-context';
import { signinMessages } from '../../../lib/i18n/areas/signin/en';
import { codeMessages } from '../../../lib/i18n/areas/code/en';
const ForgotStep = lazy(() => import('./forgot-step').then((m) => ({ default: m.ForgotStep })));
const CodeStep = lazy(() => import('./code-step').then((m) => ({ default: m.CodeStep })));
import type { Credentials } from './login-step';
import type { CheckEmailState } from './check-email-page';

// Sign-in (spec sections 2 and 4): login -> /classifieds or the saved return path; an unverified
// account goes through otp first; forgot -> /check-email (the reset code) -> /new-password -> back
// here with the email filled in. Back links go to the previous step.

type Step =
  | { name: 'login'; notice?: string }
  | { name: 'otp'; userId: number; credentials: Credentials; message: string }
  | { name: 'forgot' };

/** `step: 'forgot'` opens Forgot Password; `email` and `notice` come back from the reset pages. */
type LocationState = { from?: unknown; step?: unknown; email?: unknown; notice?: unknown; [SIGNING_OUT]?: unknown } | null;

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export function SigninPage() {
  const location = useLocation();
  const state = location.state as LocationState;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [step, setStep] = useState<Step>(() => (state?.step === 'forgot' ? { name: 'forgot' } : { name: 'login', notice: text(state?.notice) }));
  const [email, setEmail] = useState(() => text(state?.email) ?? '');
  const [moved, setMoved] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const queryClient = useQueryClient();
  const t = useT(signinMessages);
  const code = useT(codeMessages);
  const signingOut = state?.[SIGNING_OUT] === true;

  // A logout came here first (see useLogout): end the session now that no guarded page is showing,
  // and drop the flag so going back to this entry later does not sign anyone out.
  useEffect(() => {
    if (!signingOut) return;
    endSession(queryClient);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [signingOut, queryClient, navigate, location.pathname, location.search]);

  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };
  const leave = () => navigate(safeRedirect(searchParams.get('redirect'), state?.from), { replace: true });

  async function signIn(credentials: Credentials) {
    setEmail(credentials.email);
    setSigningIn(true);
    try {
      const outcome = await login(credentials.email, credentials.password, credentials.remember);
      if (outcome.kind === 'needs-otp') return go({ name: 'otp', userId: outcome.userId, credentials, message: outcome.message });
    } catch (error) {
      setSigningIn(false);
      throw error;
    }
    await leave();
  }

  // Someone already signed in goes on at once (not while this page signs someone in or out).
  return (
    <GuestOnly active={!signingOut && !signingIn && !moved}>
      <Suspense fallback={null}>{body()}</Suspense>
    </GuestOnly>
  );
  function body() {
  switch (step.name) {
    case 'otp':
      return (
        <CodeStep
          title={t('otp.verifyAccount')}
          description={t('otp.finishSignIn', { message: step.message })}
          missingMessage={code('otp.missing')}
          failureFallback={code('otp.invalid')}
          onVerify={async (code) => {
            await verifyOtp(step.userId, code);
            const { email: address, password, remember } = step.credentials;
            const outcome = await login(address, password, remember);
            if (outcome.kind === 'signed-in') await leave();
          }}
          onResend={async () => (await sendOtp(step.userId)).message}
          backLabel={t('otp.backToSignIn')}
          onBack={() => go({ name: 'login' })}
          focusTitle
        />
      );
    case 'forgot':
      return (
        <ForgotStep
          initialEmail={email}
          onSent={(request) => {
            setEmail(request.email);
            setMoved(true);
            const sent: CheckEmailState = { handle: request.handle, sentAt: Date.now() };
            void navigate(paths.checkEmail.getHref(request.email), { state: sent });
          }}
          onBack={() => go({ name: 'login' })}
          focusTitle={moved}
        />
      );
    default:
      return (
        <LoginStep
          initialEmail={email}
          notice={step.notice}
          onSubmit={signIn}
          onForgot={(typed) => {
            setEmail(typed.trim());
            go({ name: 'forgot' });
          }}
          focusTitle={moved}
        />
      );
  }
}
}
