import { useMutation } from '@tanstack/react-query';
import type { NewsletterAnswer } from '@dwa/shared/newsletter';
import { http } from '../../../lib/http';

// The two links of a newsletter mail: POST /api/v1/newsletter/confirm and /unsubscribe {token}.

export type LinkAction = 'confirm' | 'unsubscribe';

export function followLink({ action, token }: { action: LinkAction; token: string }): Promise<NewsletterAnswer> {
  return http.post<NewsletterAnswer>(`/api/v1/newsletter/${action}`, { token });
}

export function useFollowLink() {
  return useMutation({ mutationFn: followLink });
}
