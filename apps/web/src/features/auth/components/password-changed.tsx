import { CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { AuthCard } from './auth-card';

export function PasswordChanged({ message, onBackToSignIn }: { message?: string; onBackToSignIn: () => void }) {
  return (
    <AuthCard title="Password Changed" icon={<CircleCheck aria-hidden="true" className="size-12" />} focusTitle>
      <p className="text-center text-gray-700 dark:text-gray-300">
        {message || 'Your password has been changed. You can now sign in with your new password.'}
      </p>
      <Button size="lg" className="mt-6 w-full" onClick={onBackToSignIn}>
        Back to Sign In
      </Button>
    </AuthCard>
  );
}
