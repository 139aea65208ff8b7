import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { AuthCard, linkButtonClasses } from './auth-card';

/** A static page (spec section 2): the links lead on to /new-password. */
export function CheckEmailPage() {
  return (
    <AuthCard
      title="Check your email"
      icon={<Mail aria-hidden="true" className="size-12" />}
      description={
        <>
          We sent a password reset code to <span className="font-semibold">name@example.com</span>. Open the email and use the code to choose
          a new password.
        </>
      }
    >
      <div className="space-y-3 text-center">
        <Link to={paths.newPassword.getHref()} className={buttonClasses('primary', 'lg', 'w-full')}>
          Skip for now
        </Link>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Did not get the email?{' '}
          <Link to={paths.newPassword.getHref()} className={linkButtonClasses}>
            Resend
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
