import { useMutation } from '@tanstack/react-query';
import type { NewsletterAnswer } from '@dwa/shared/newsletter';
import { http } from '../../../lib/http';

// POST /api/v1/newsletter/subscriptions {email} (202): a confirmation link goes to the address.

export function subscribe(email: string): Promise<NewsletterAnswer> {
  return http.post<NewsletterAnswer>('/api/v1/newsletter/subscriptions', { email });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
