import { Suspense, lazy, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/login';
import { sendOtp, verifyOtp } from '../api/otp';
import { loginByPhone, requestResetBySms, sendPhoneLoginCode } from '../api/phone';
import { verifyResetCode } from '../api/password-reset';
import { useStartSession } from '../api/login';
import { SIGNING_OUT, endSession } from '../hooks/use-logout';
import { safeRedirect } from '../lib/redirect';
import { afterSignInOf } from '../../../lib/after-sign-in';
import type { AfterSignIn } from '../../../lib/after-sign-in';
import { addToCart, storeCart } from '../../../lib/cart';
import { getAuthToken } from '../../../lib/storage';
import { notify } from '../../../lib/toast';
import { GuestOnly } from './guest-only';
import { LoginStep } from './login-step';
import { useT } from '../../../lib/i18n/i18n-context';
import { signinMessages } from '../../../lib/i18n/catalogs/signin';
import { codeMessages } from '../../../lib/i18n/catalogs/code';
import { resetMessages } from '../../../lib/i18n/catalogs/reset';
import { SLOT, aroundSlot } from '../../../lib/i18n/area';
import { formatGhanaPhone } from '../../../lib/phone-format';
const ForgotStep = lazy(() => import('./forgot-step').then((m) => ({ default: m.ForgotStep })));
const CodeStep = lazy(() => import('./code-step').then((m) => ({ default: m.CodeStep })));
const PhoneStep = lazy(() => import('./phone-step').then((m) => ({ default: m.PhoneStep })));
import type { Credentials } from './login-step';
import type { CheckEmailState } from './check-email-page';

// Sign-in (spec sections 2 and 4): login -> /classifieds or the saved return path; an unverified
// account goes through otp first; forgot -> /check-email (the reset code) -> /new-password -> back
// here with the email filled in. Back links go to the previous step. "Use phone number instead"
// takes the same steps with a mobile number and a code by SMS.

type Step =
  | { name: 'login'; notice?: string }
  | { name: 'otp'; userId: number; credentials: Credentials; message: string }
  | { name: 'forgot' }
  // The phone path (issue 32): a number, then its SMS code; the same for Forgot Password.
  | { name: 'phone' }
  | { name: 'phone-code'; phone: string; sentAt: number }
  | { name: 'forgot-phone' }
  | { name: 'reset-code'; phone: string; handle: string; sentAt: number };

/**
 * `step: 'forgot'` opens Forgot Password; `email` and `notice` come back from the reset pages;
 * `after` is what the visitor was doing when an action sent them here (lib/after-sign-in).
 */
type LocationState = { from?: unknown; step?: unknown; email?: unknown; notice?: unknown; after?: unknown; [SIGNING_OUT]?: unknown } | null;

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export function SigninPage() {
  const location = useLocation();
  const state = location.state as LocationState;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [step, setStep] = useState<Step>(() =>
    state?.step === 'forgot' ? { name: 'forgot' } : { name: 'login', notice: text(state?.notice) },
  );
  const [email, setEmail] = useState(() => text(state?.email) ?? '');
  const [moved, setMoved] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const queryClient = useQueryClient();
  const t = useT(signinMessages);
  const code = useT(codeMessages);
  const reset = useT(resetMessages);
  const startSession = useStartSession();
  const [phone, setPhone] = useState('');
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
  const after = afterSignInOf(state?.after);
  const leave = async () => {
    if (after) await finish(after);
    await navigate(safeRedirect(searchParams.get('redirect'), state?.from), { replace: true });
  };

  /** Does what sent the visitor here, now that they are signed in: Add to Cart adds the item (a refusal says why). */
  async function finish(action: AfterSignIn) {
    try {
      const cart = await addToCart({ listing_id: action.listingId, quantity: action.quantity });
      await storeCart(queryClient, getAuthToken() ?? 'anonymous', cart);
      notify.success(t('cart.added', { quantity: action.quantity, title: action.title }));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  }

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
      case 'phone':
        return (
          <PhoneStep
            title={t('phone.title')}
            description={t('phone.intro')}
            label={t('phone.label')}
            submitLabel={t('phone.send')}
            busyLabel={t('phone.sending')}
            failureFallback={t('phone.failed')}
            initialPhone={phone}
            onSubmit={async (number) => {
              await sendPhoneLoginCode(number);
              setPhone(number);
              go({ name: 'phone-code', phone: number, sentAt: Date.now() });
            }}
            switchLabel={t('phone.useEmail')}
            onSwitch={() => go({ name: 'login' })}
            focusTitle
          />
        );
      case 'phone-code': {
        const around = aroundSlot(t('phone.sentTo', { phone: SLOT }));
        return (
          <CodeStep
            key={step.phone}
            title={t('phone.codeTitle')}
            description={
              <>
                {around[0]}
                <strong>{formatGhanaPhone(step.phone)}</strong>
                {around[1]}
              </>
            }
            missingMessage={code('otp.missing')}
            failureFallback={code('otp.invalid')}
            onVerify={async (typed) => {
              setSigningIn(true);
              try {
                await startSession(await loginByPhone(step.phone, typed), true);
              } catch (error) {
                setSigningIn(false);
                throw error;
              }
              await leave();
            }}
            onResend={async () => {
              await sendPhoneLoginCode(step.phone);
              return t('phone.resent');
            }}
            sentAt={step.sentAt}
            backLabel={t('phone.back')}
            onBack={() => go({ name: 'phone' })}
            focusTitle
          />
        );
      }
      case 'forgot-phone':
        return (
          <PhoneStep
            title={reset('forgot.title')}
            description={reset('forgot.phoneDescription')}
            label={reset('phone')}
            submitLabel={reset('forgot.send')}
            busyLabel={reset('forgot.sending')}
            failureFallback={reset('forgot.failed')}
            initialPhone={phone}
            onSubmit={async (number) => {
              const answer = await requestResetBySms(number);
              setPhone(number);
              go({ name: 'reset-code', phone: number, handle: answer.user_id, sentAt: Date.now() });
            }}
            switchLabel={reset('forgot.useEmail')}
            onSwitch={() => go({ name: 'forgot' })}
            backLabel={reset('backToSignIn')}
            onBack={() => go({ name: 'login' })}
            focusTitle
          />
        );
      case 'reset-code': {
        const around = aroundSlot(reset('check.sentPhone', { phone: SLOT }));
        return (
          <CodeStep
            key={`reset-${step.phone}`}
            title={reset('check.titlePhone')}
            description={
              <>
                {around[0]}
                <strong>{formatGhanaPhone(step.phone)}</strong>
                {around[1]}
              </>
            }
            missingMessage={reset('check.missing')}
            failureFallback={reset('check.invalid')}
            onVerify={async (typed) => {
              const answer = await verifyResetCode(step.handle, typed);
              setMoved(true);
              await navigate(paths.newPassword.getHref(), { state: { handle: step.handle, resetToken: answer.reset_token } });
            }}
            onResend={async () => {
              const answer = await requestResetBySms(step.phone);
              go({ ...step, handle: answer.user_id, sentAt: Date.now() });
              return reset('check.newCodePhone');
            }}
            sentAt={step.sentAt}
            backLabel={reset('back')}
            onBack={() => go({ name: 'forgot-phone' })}
            focusTitle
          />
        );
      }
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
            onUsePhone={() => go({ name: 'forgot-phone' })}
            focusTitle={moved}
          />
        );
      default:
        return (
          <LoginStep
            initialEmail={email}
            notice={step.notice}
            reason={after ? t('reason.cart') : undefined}
            onSubmit={signIn}
            onForgot={(typed) => {
              setEmail(typed.trim());
              go({ name: 'forgot' });
            }}
            onUsePhone={() => go({ name: 'phone' })}
            focusTitle={moved}
          />
        );
    }
  }
}
