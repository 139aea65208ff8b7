import type { Db } from '@dwa/db/client';
import { smsOutbox } from '@dwa/db/schema';
import { SmsSendError, type SmsProvider } from './sms-provider';

// The sandbox: what would have been texted goes to the sms_outbox table, which the dev endpoint
// (/api/v1/dev/sms, not in production) reads back, as the mail sandbox does with its outbox. It
// fails like a real provider when asked: a number can be made unreachable for a while (`outage`),
// and the job tries again until it answers.

export type SmsOutage = { set: (to: string, down: boolean) => void; isDown: (to: string) => boolean };

export function smsOutage(): SmsOutage {
  const down = new Set<string>();
  return {
    set: (to, isDown) => void (isDown ? down.add(to) : down.delete(to)),
    isDown: (to) => down.has(to),
  };
}

export function createSandboxSmsProvider(deps: {
  db: Db;
  outage: SmsOutage;
  now: () => Date;
  print?: (line: string) => void;
}): SmsProvider {
  return {
    kind: 'sandbox',
    async send(to, text) {
      if (deps.outage.isDown(to)) throw new SmsSendError(`The network of ${to} is not answering (sandbox outage).`, false);
      const [row] = await deps.db.insert(smsOutbox).values({ to, text, createdAt: deps.now() }).returning({ id: smsOutbox.id });
      deps.print?.(`[dev sms] to ${to}: ${text}`);
      return { providerId: row ? `sandbox-${row.id}` : null };
    },
  };
}
