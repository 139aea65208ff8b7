import { IdProviderError, type IdProvider } from './id-provider';

// The sandbox answers as Smile ID's sandbox does on its documented test data: the number is all
// zeros but its last digit, and the last digit picks the outcome (0 validated, 1 no record found,
// 2 invalid number format, 3 the ID authority unavailable, 4 validated with custom data). Any other
// number is refused, as the real sandbox refuses live numbers. It is asynchronous like the real
// one: `submit` only takes the request; the answer comes from `poll`, and a 3 fails the submission
// (temporarily: the job tries again, then gives up). Nothing is held in memory: the reference it
// answers carries the outcome, so any process can poll.

const TEST_NUMBER = /^GHA-000000000-(\d)$/;

export function createSandboxIdProvider(): IdProvider {
  return {
    kind: 'sandbox',
    async submit(request) {
      const digit = TEST_NUMBER.exec(request.cardNumber)?.[1] ?? 'x';
      if (digit === '3') throw new IdProviderError('The ID authority is not answering (sandbox, 1015).', false);
      return { providerRef: `sandbox-${digit}-${request.jobId.slice(0, 8)}` };
    },
    async poll({ providerRef }) {
      const digit = /^sandbox-(\d|x)-/.exec(providerRef ?? '')?.[1];
      if (digit === undefined) return { state: 'pending' };
      if (digit === '0' || digit === '4') return { state: 'verified', reason: null, code: '1012' };
      if (digit === '1') return { state: 'rejected', reason: 'No record of this ID number was found (1013).', code: '1013' };
      if (digit === '2') return { state: 'rejected', reason: 'The ID number format is not valid (1014).', code: '1014' };
      return {
        state: 'rejected',
        reason: 'The sandbox knows only its test numbers (GHA-000000000-0 passes, GHA-000000000-1 fails).',
        code: '1014',
      };
    },
  };
}
