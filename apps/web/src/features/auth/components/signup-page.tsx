import { useState } from 'react';
import { Link } from '../../../lib/router';
import { CircleCheck } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useLogin, useStartSession } from '../api/login';
import { sendOtp, verifyOtp } from '../api/otp';
import { registerByPhone, resendPhoneSignupCode, verifyPhoneSignup } from '../api/phone';
import { register } from '../api/register';
import { apiErrorText, registrationErrorText } from '../lib/error-text';
import { toPhoneRegisterBody, toRegisterBody } from '../lib/signup-validation';
import type { SignupMode, SignupValues } from '../lib/signup-validation';
import { formatGhanaPhone } from '../../../lib/phone-format';
import { toE164Ghana } from '@dwa/shared/phone';
import { AuthCard } from './auth-card';
import { CodeStep } from './code-step';
import { GuestOnly } from './guest-only';
import { SignupForm } from './signup-form';
import { SLOT, aroundSlot } from '../../../lib/i18n/area';
import { useT } from '../../../lib/i18n/i18n-context';
import { codeMessages } from '../../../lib/i18n/catalogs/code';
import { signupMessages } from '../../../lib/i18n/catalogs/signup';

// Sign-up (spec sections 2 and 4): form -> register and send the code -> otp -> verify and sign in
// with the typed password -> success. The phone path (issue 32): form without the email -> register
// by phone, which texts the code -> the code -> verified and signed in -> success.

type Account = { userId: number; email: string; password: string };
type PhoneAccount = { userId: number; phone: string; password: string; sentAt: number };
type Step = 'form' | 'otp' | 'success';

export function SignupPage() {
  const [step, setStep] = useState<Step>('form');
  const [values, setValues] = useState<SignupValues | undefined>();
  const [account, setAccount] = useState<Account | null>(null);
  const [signedIn, setSignedIn] = useState(true);
  const [mode, setMode] = useState<SignupMode>('email');
  const [phoneAccount, setPhoneAccount] = useState<PhoneAccount | null>(null);
  const startSession = useStartSession();
  const [moved, setMoved] = useState(false);
  const login = useLogin();
  const t = useT(signupMessages);
  const code = useT(codeMessages);

  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  async function submitPhoneForm(next: SignupValues) {
    const body = toPhoneRegisterBody(next);
    const phone = toE164Ghana(body.phone) ?? body.phone;
    // Back from the code step with the same number and password: that account exists, text a new code.
    const same = phoneAccount && phoneAccount.password === next.password && phoneAccount.phone === phone;
    try {
      if (same) {
        await resendPhoneSignupCode(phoneAccount.userId);
        setPhoneAccount({ ...phoneAccount, sentAt: Date.now() });
      } else {
        const answer = await registerByPhone(body);
        setPhoneAccount({ userId: answer.user_id, phone, password: next.password, sentAt: Date.now() });
      }
    } catch (error) {
      throw new Error(registrationErrorText(error, t('signup.failed')));
    }
    go('otp');
  }

  async function submitForm(next: SignupValues) {
    setValues(next);
    if (mode === 'phone') return submitPhoneForm(next);
    const body = toRegisterBody(next);
    // Back from the code step with the same email and password: that account exists, mail a new code.
    let current = account && account.email === body.email.toLowerCase() && account.password === next.password ? account : null;
    if (!current) {
      try {
        const profile = await register(body);
        current = { userId: profile.user_id, email: profile.email, password: next.password };
      } catch (error) {
        throw new Error(registrationErrorText(error, t('signup.failed')));
      }
      setAccount(current);
    }
    try {
      await sendOtp(current.userId);
    } catch (error) {
      throw new Error(apiErrorText(error, code('otp.sendFailed')));
    }
    go('otp');
  }

  async function verify(code: string) {
    if (!account) return;
    await verifyOtp(account.userId, code);
    try {
      const outcome = await login(account.email, account.password, true);
      setSignedIn(outcome.kind === 'signed-in');
    } catch {
      setSignedIn(false);
    }
    go('success');
  }

  if (step === 'otp' && mode === 'phone' && phoneAccount) {
    const around = aroundSlot(t('otp.sentToPhone', { phone: SLOT }));
    return (
      <CodeStep
        title={t('otp.verifyPhone')}
        description={
          <>
            {around[0]}
            <strong>{formatGhanaPhone(phoneAccount.phone)}</strong>
            {around[1]}
          </>
        }
        missingMessage={code('otp.missing')}
        failureFallback={code('otp.invalid')}
        onVerify={async (typed) => {
          await startSession(await verifyPhoneSignup(phoneAccount.userId, typed), true);
          setSignedIn(true);
          go('success');
        }}
        onResend={async () => {
          await resendPhoneSignupCode(phoneAccount.userId);
          return t('otp.resentPhone');
        }}
        sentAt={phoneAccount.sentAt}
        backLabel={t('otp.backToSignup')}
        onBack={() => go('form')}
        focusTitle
      />
    );
  }

  const sentTo = aroundSlot(t('otp.sentTo', { email: SLOT }));
  if (step === 'otp' && account) {
    return (
      <CodeStep
        title={t('otp.verifyEmail')}
        description={
          <>
            {sentTo[0]}
            <strong className="break-all">{account.email}</strong>
            {sentTo[1]}
          </>
        }
        missingMessage={code('otp.missing')}
        failureFallback={code('otp.invalid')}
        onVerify={verify}
        onResend={async () => {
          await sendOtp(account.userId);
          return t('otp.resent');
        }}
        backLabel={t('otp.backToSignup')}
        onBack={() => go('form')}
        focusTitle
      />
    );
  }

  if (step === 'success') {
    return (
      <AuthCard title={t('success.title')} icon={<CircleCheck aria-hidden="true" className="size-12" />} focusTitle>
        <div className="space-y-4 text-center">
          {signedIn ? (
            <p className="text-gray-700 dark:text-gray-300">{mode === 'phone' ? t('success.signedInPhone') : t('success.signedIn')}</p>
          ) : (
            <FormAlert tone="info">{t('success.notSignedIn')}</FormAlert>
          )}
          <Link
            to={signedIn ? paths.profile.getHref() : paths.signin.getHref(paths.profile.getHref())}
            className={buttonClasses('primary', 'lg', 'w-full')}
          >
            {t('success.dashboard')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  // Signed in already: no second account (the steps above come after this person's own sign-up).
  return (
    <GuestOnly>
      <SignupForm key={mode} initialValues={values} onSubmit={submitForm} focusTitle={moved} mode={mode} onModeChange={setMode} />
    </GuestOnly>
  );
}
