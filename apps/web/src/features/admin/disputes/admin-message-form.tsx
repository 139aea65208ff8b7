import { useState } from 'react';
import type { FormEvent } from 'react';
import { DISPUTE_MESSAGES } from '@dwa/shared/disputes';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { failureText } from '../../../lib/failure-text';
import { notify } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { useSendDisputeMessage } from './get-dispute';

export const MESSAGE_MAX = 2000;

/** An admin's word to both sides (they are told in the bell and by mail). */
export function AdminMessageForm({ disputeId }: { disputeId: string }) {
  const t = useT(adminMessages);
  const send = useSendDisputeMessage(disputeId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (!text || text.length > MESSAGE_MAX) {
      setError(DISPUTE_MESSAGES.body);
      return;
    }
    setError(undefined);
    setFailure(null);
    send.mutate(text, {
      onSuccess: () => {
        setBody('');
        notify.success(t('dispute.sent'));
      },
      onError: (problem) => setFailure(failureText(problem, t('dispute.sendFailed'))),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="dispute-write"
      className="space-y-3 rounded-2xl border border-gray-200 p-4 dark:border-gray-800"
    >
      <h2 id="dispute-write" className="text-lg font-bold">
        {t('dispute.write')}
      </h2>
      <FormField label={t('dispute.message')} hint={t('dispute.messageHint')} error={error}>
        {(control) => (
          <textarea
            {...control}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            rows={3}
            maxLength={MESSAGE_MAX + 50}
            className={inputClasses}
          />
        )}
      </FormField>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined}>
        {send.isPending ? t('dispute.sending') : t('dispute.send')}
      </Button>
    </form>
  );
}
