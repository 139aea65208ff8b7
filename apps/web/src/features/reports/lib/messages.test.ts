import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@dwa/shared/reports';
import { ApiError } from '../../../lib/http';
import { REPORT_TEXT, reportFailure } from './messages';

const network = new ApiError(0, 'Could not reach the server.');
const refused = (status: number, detail: string) => new ApiError(status, detail, { detail });

describe('report messages (the spec’s error catalogue)', () => {
  it('says what the server says', () => {
    expect(REPORT_TEXT.success).toBe(REPORT_MESSAGES.reportThanks);
    expect(REPORT_TEXT.reasonRequired).toBe(REPORT_MESSAGES.reportReason);
    expect(REPORT_TEXT.listingMissing).toBe(REPORT_MESSAGES.reportListingMissing);
  });

  it('words a failed report: the server’s message, the generic line, or the connection line', () => {
    expect(reportFailure(refused(409, 'You have already reported this listing.'))).toBe('You have already reported this listing.');
    expect(reportFailure(new ApiError(500, 'Internal Server Error', { detail: 'Internal Server Error' }))).toBe(REPORT_TEXT.failed);
    expect(reportFailure(new ApiError(502, 'Bad Gateway', null))).toBe(REPORT_TEXT.failed);
    expect(reportFailure(network)).toBe(REPORT_TEXT.network);
    expect(reportFailure(new Error('boom'))).toBe(REPORT_TEXT.network);
  });

  it('words the report dialog’s own lines in the chosen language', () => {
    expect(reportFailure(network, { failed: 'x', network: 'Erreur de connexion.' })).toBe('Erreur de connexion.');
  });
});
