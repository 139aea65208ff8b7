import { useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useLogin } from '../api/login';
import { sendOtp, verifyOtp } from '../api/otp';
import { register } from '../api/register';
import { apiErrorText, registrationErrorText } from '../lib/error-text';
import { toRegisterBody } from '../lib/signup-validation';
import type { SignupValues } from '../lib/signup-validation';
import { AuthCard } from './auth-card';
import { CodeStep } from './code-step';
import { GuestOnly } from './guest-only';
import { SignupForm } from './signup-form';

// Sign-up (spec sections 2 and 4): form -> register and send the code -> otp -> verify and sign in
// with the typed password -> success.

type Account = { userId: number; email: string; password: string };
type Step = 'form' | 'otp' | 'success';

export function SignupPage() {
  const [step, setStep] = useState<Step>('form');
  const [values, setValues] = useState<SignupValues | undefined>();
  const [account, setAccount] = useState<Account | null>(null);
  const [signedIn, setSignedIn] = useState(true);
  const [moved, setMoved] = useState(false);
  const login = useLogin();

  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  async function submitForm(next: SignupValues) {
    setValues(next);
    const body = toRegisterBody(next);
    // Back from the code step with the same email and password: that account exists, mail a new code.
    let current = account && account.email === body.email.toLowerCase() && account.password === next.password ? account : null;
    if (!current) {
      try {
        const profile = await register(body);
        current = { userId: profile.user_id, email: profile.email, password: next.password };
      } catch (error) {
        throw new Error(registrationErrorText(error));
      }
      setAccount(current);
    }
    try {
      await sendOtp(current.userId);
    } catch (error) {
      throw new Error(apiErrorText(error, 'Failed to send OTP'));
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

  if (step === 'otp' && account) {
    return (
      <CodeStep
        title="Verify your email"
        description={
          <>
            We sent a 6-digit code to <strong className="break-all">{account.email}</strong>. It expires in 10 minutes.
          </>
        }
        missingMessage="Please enter the 6-digit code."
        failureFallback="Invalid code. Please try again."
        onVerify={verify}
        onResend={async () => {
          await sendOtp(account.userId);
          return 'We sent a new code to your email.';
        }}
        backLabel="Back to Signup"
        onBack={() => go('form')}
        focusTitle
      />
    );
  }

  if (step === 'success') {
    return (
      <AuthCard title="Account Created Successfully!" icon={<CircleCheck aria-hidden="true" className="size-12" />} focusTitle>
        <div className="space-y-4 text-center">
          {signedIn ? (
            <p className="text-gray-700 dark:text-gray-300">Your email is verified and you are signed in. Complete your profile to get started.</p>
          ) : (
            <FormAlert tone="info">Your email is verified, but we could not sign you in automatically. Please sign in to continue.</FormAlert>
          )}
          <Link to={signedIn ? paths.profile.getHref() : paths.signin.getHref(paths.profile.getHref())} className={buttonClasses('primary', 'lg', 'w-full')}>
            Go to Dashboard
          </Link>
        </div>
      </AuthCard>
    );
  }

  // Signed in already: no second account (the steps above come after this person's own sign-up).
  return (
    <GuestOnly>
      <SignupForm initialValues={values} onSubmit={submitForm} focusTitle={moved} />
    </GuestOnly>
  );
}
