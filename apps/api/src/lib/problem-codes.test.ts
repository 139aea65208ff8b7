import { describe, expect, it } from 'vitest';
import { sentencesIn } from '@dwa/shared/test/problem-reader';
import { PROBLEMS } from '@dwa/shared/problems';
import { API_PROBLEMS, apiProblemOf } from '@dwa/shared/problems-api';
import { apiSources, problemSites } from '../../test/problem-source';
import { problemBody } from './problem';

// ADR 080: every sentence the API can answer a 4xx with has a code of its own, the shared package's
// (PROBLEMS) or one only the API writes (API_PROBLEMS), never just the code of its kind
// (`http.not_found`), so that the web can translate it. The API's source is read from each throw
// site (test/problem-source.ts) to the sentence it answers with.

const templates = new Set<string>([...Object.values(PROBLEMS), ...Object.values(API_PROBLEMS)]);
const sites = problemSites();

/**
 * What a throw site passes on from elsewhere, and where its sentences are held to a code instead.
 * A new expression here is a new way for a sentence to reach an answer: follow it, or say where it
 * comes from.
 */
const PASSED_ON: Record<string, string> = {
  'lib/image-form.ts: messages.tooLarge': "the caller's messages object (CHAT_FORM_MESSAGES and the like): its values are read below",
  'lib/image-form.ts: messages.oneImage': "the caller's messages object, read below",
  'lib/image-form.ts: messages.imageType': "the caller's messages object, read below",
  'lib/multipart-form.ts: (options.fieldTooLong ?? TOO_LONG)(part.fieldname)':
    "the caller's messages object, read below (TOO_LONG is followed)",
  'lib/rate-limit.ts: message(Math.max(1, Math.ceil(seconds / 60)))':
    'the message function given to limiter.consume or .check, read at each call',
  'modules/accounts/auth.routes.ts: result.detail': "accounts.service.ts's unverified-login sentences, checked by the login test below",
  'modules/disputes/disputes.routes.ts: issue.message': "the shared dispute schema's messages, coded by the shared package's test",
  'modules/listings/listing-moderation.service.ts: plan.reason':
    "listing-status.ts's STATUS_MESSAGES (read below) and its move sentence (listings.status_move)",
  'modules/listings/listings.service.ts: plan.reason':
    "listing-status.ts's STATUS_MESSAGES (read below) and its move sentence (listings.status_move)",
  'plugins/errors.ts: error.detail': 'what an AppError was thrown with: every throw site is read here',
  'plugins/errors.ts: validationIssues(error)':
    "a schema's issues: the shared package's messages, or the validator's own words (validation.<type>)",
  "plugins/errors.ts: error.message || 'Too many requests. Please try again later.'":
    "the rate-limit plugin's answer: plugins/security.ts's message (request.rate_limited, checked below)",
  'plugins/errors.ts: error.message': "Fastify's own 4xx errors, whose words are its own",
};

describe('the API’s problem codes', () => {
  it('give every sentence a 4xx throw site answers with a code of its own', () => {
    expect(sites.found.length).toBeGreaterThan(300);
    const uncoded = sites.found.flatMap(({ where, sentences }) =>
      sentences.filter((sentence) => !templates.has(sentence)).map((sentence) => `${where}: ${sentence}`),
    );
    expect(uncoded, 'sentences with no code of their own (add them to packages/shared/src/problems-api.ts)').toEqual([]);
  });

  it('give every value of the API’s messages objects a code (the sentences helpers pass on)', () => {
    const uncoded = apiSources().flatMap(({ file, text }) =>
      sentencesIn(text, file, true)
        .filter((sentence) => !templates.has(sentence))
        .map((sentence) => `${file}: ${sentence}`),
    );
    expect([...new Set(uncoded)]).toEqual([]);
  });

  it('follow every throw site, or know where what it passes on comes from', () => {
    const passed = [...new Set(sites.passedOn.map(({ where, expression }) => `${where.replace(/:\d+$/, '')}: ${expression}`))].sort();
    expect(passed).toEqual(Object.keys(PASSED_ON).sort());
  });

  it('give an answer written with its code the sentence of that code', () => {
    expect(sites.explicit.length).toBeGreaterThan(10);
    const wrong = sites.explicit
      .filter(({ code, detail }) => (API_PROBLEMS as Record<string, string>)[code] !== detail)
      .map(({ where, code, detail }) => `${where}: ${code} ≠ ${detail}`);
    expect(wrong).toEqual([]);
  });

  it('hold no entry the API no longer writes, none the shared table has, each a dotted name', () => {
    const written = new Set([
      ...sites.found.flatMap(({ sentences }) => sentences),
      ...sites.explicit.map(({ detail }) => detail),
      ...apiSources().flatMap(({ file, text }) => sentencesIn(text, file)),
    ]);
    expect(
      Object.entries(API_PROBLEMS).filter(([, template]) => !written.has(template)),
      'codes of no sentence',
    ).toEqual([]);
    const shared = new Set<string>(Object.values(PROBLEMS));
    expect(
      Object.values(API_PROBLEMS).filter((template) => shared.has(template)),
      'in both tables',
    ).toEqual([]);
    expect(
      Object.keys(API_PROBLEMS).filter((code) => code in PROBLEMS),
      'a code of both tables',
    ).toEqual([]);
    for (const code of Object.keys(API_PROBLEMS)) expect(code).toMatch(/^[a-z][a-z-]*\.[a-z0-9_]+$/);
  });

  it('answer with the code and params of the API’s own sentence, its count a number', () => {
    expect(problemBody(404, 'Listing not found')).toEqual({ detail: 'Listing not found', code: 'listings.not_found', params: {} });
    expect(problemBody(401, 'Your session has expired. Please log in again.')).toEqual({
      detail: 'Your session has expired. Please log in again.',
      code: 'auth.session_expired',
      params: {},
    });
    expect(problemBody(422, 'Wrong trip code. 1 try left.')).toEqual({
      detail: 'Wrong trip code. 1 try left.',
      code: 'rides.wrong_code',
      params: { left: 1 },
    });
    expect(problemBody(422, 'Wrong handover code. 3 tries left.').params).toEqual({ left: 3 });
    expect(problemBody(422, 'This promo was already used 4 times.')).toMatchObject({
      code: 'promos.already_used',
      params: { usesCount: '4' },
    });
    expect(problemBody(429, 'Too many requests. Please try again in 42 seconds.')).toMatchObject({
      code: 'request.rate_limited',
      params: { seconds: '42' },
    });
    expect(problemBody(429, 'Too many sign-in attempts from your network. Please try again in 1 minute.')).toMatchObject({
      code: 'accounts.login_ip_rate',
      params: { minutes: 1 },
    });
    expect(problemBody(404, 'Something nobody wrote.').code, 'a text of no table: its kind').toBe('http.not_found');
    // Each template with placeholders finds its own code back from a sentence made of it.
    for (const [code, template] of Object.entries(API_PROBLEMS) as [string, string][]) {
      const sentence = template.replace(/\{(\w+), plural, one \{# ([^{}]*)\} other \{# ([^{}]*)\}\}/g, '7 $3').replace(/\{(\w+)\}/g, 'Zq7');
      expect(apiProblemOf(sentence)?.code, template).toBe(code);
    }
  });
});
