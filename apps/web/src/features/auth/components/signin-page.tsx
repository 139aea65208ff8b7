import { Suspense, lazy, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { requestResetCode, verifyResetCode } from '../api/password-reset';
import { useLogin } from '../api/login';
import { sendOtp, verifyOtp } from '../api/otp';
import { SIGNING_OUT, endSession } from '../hooks/use-logout';
import { safeRedirect } from '../lib/redirect';
import { LoginStep } from './login-step';
const PasswordChanged = lazy(() => import('./password-changed').then((m) => ({ default: m.PasswordChanged })));
const NewPasswordStep = lazy(() => import('./new-password-step').then((m) => ({ default: m.NewPasswordStep })));
const ForgotStep = lazy(() => import('./forgot-step').then((m) => ({ default: m.ForgotStep })));
const CodeStep = lazy(() => import('./code-step').then((m) => ({ default: m.CodeStep })));
import type { Credentials } from './login-step';

// Sign-in (spec sections 2 and 4): login -> /classifieds or the saved return path; an unverified
// account goes through otp first; forgot -> verify -> newPassword -> done -> login. Back links go to
// the previous step.

type Step =
  | { name: 'login'; notice?: string }
  | { name: 'otp'; userId: number; credentials: Credentials; message: string }
  | { name: 'forgot' }
  | { name: 'verify'; handle: string; message: string }
  | { name: 'newPassword'; handle: string; resetToken: string }
  | { name: 'done'; message: string };

type LocationState = { from?: unknown; step?: unknown; [SIGNING_OUT]?: unknown } | null;

export function SigninPage() {
  const location = useLocation();
  const state = location.state as LocationState;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [step, setStep] = useState<Step>(() => (state?.step === 'forgot' ? { name: 'forgot' } : { name: 'login' }));
  const [email, setEmail] = useState('');
  const [moved, setMoved] = useState(false);
  const queryClient = useQueryClient();
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
    const outcome = await login(credentials.email, credentials.password, credentials.remember);
    if (outcome.kind === 'needs-otp') return go({ name: 'otp', userId: outcome.userId, credentials, message: outcome.message });
    await leave();
  }

  return <Suspense fallback={null}>{body()}</Suspense>;
  function body() {
  switch (step.name) {
    case 'otp':
      return (
        <CodeStep
          title="Verify Your Account"
          description={`${step.message} Enter it to finish signing in.`}
          missingMessage="Please enter the 6-digit code."
          failureFallback="Invalid code. Please try again."
          onVerify={async (code) => {
            await verifyOtp(step.userId, code);
            const { email: address, password, remember } = step.credentials;
            const outcome = await login(address, password, remember);
            if (outcome.kind === 'signed-in') await leave();
          }}
          onResend={async () => (await sendOtp(step.userId)).message}
          backLabel="Back to Sign In"
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
            go({ name: 'verify', handle: request.handle, message: request.message });
          }}
          onBack={() => go({ name: 'login' })}
          focusTitle={moved}
        />
      );
    case 'verify':
      return (
        <CodeStep
          title="Enter reset code"
          description={`${step.message} It expires in 10 minutes.`}
          missingMessage="Please enter 6-digit code."
          failureFallback="Invalid code."
          onVerify={async (code) => {
            const answer = await verifyResetCode(step.handle, code);
            go({ name: 'newPassword', handle: step.handle, resetToken: answer.reset_token });
          }}
          onResend={async () => {
            const answer = await requestResetCode(email);
            setStep({ ...step, handle: answer.user_id });
            return 'We sent a new code to your email.';
          }}
          backLabel="Back"
          onBack={() => go({ name: 'forgot' })}
          focusTitle
        />
      );
    case 'newPassword':
      return (
        <NewPasswordStep
          handle={step.handle}
          resetToken={step.resetToken}
          onDone={(message) => go({ name: 'done', message })}
          onBack={() => go({ name: 'verify', handle: step.handle, message: 'That code has been used: choose Resend code to get a new one.' })}
          focusTitle
        />
      );
    case 'done':
      return <PasswordChanged message={step.message} onBackToSignIn={() => go({ name: 'login', notice: 'Sign in with your new password.' })} />;
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
