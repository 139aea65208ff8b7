import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../lib/me';
import { useSession } from '../../../hooks/use-session';

/**
 * When the application's answer and the session disagree on whether the person can sell (an admin
 * approved the application meanwhile, or a 409 said they already sell), the session's profile is
 * asked for again, once per disagreement: the header and the guards follow without a new sign-in.
 */
export function useSellerSessionSync(isSeller: boolean | undefined, onChange?: () => void) {
  const session = useSession();
  const queryClient = useQueryClient();
  const sessionSeller = session.status === 'signed-in' ? session.isSeller : undefined;
  const handled = useRef<boolean | null>(null);

  useEffect(() => {
    if (isSeller === undefined || sessionSeller === undefined || isSeller === sessionSeller) {
      handled.current = null;
      return;
    }
    if (handled.current === isSeller) return;
    handled.current = isSeller;
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    onChange?.();
  }, [isSeller, sessionSeller, queryClient, onChange]);
}
