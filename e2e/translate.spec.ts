import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { seriousA11yViolations, signIn } from './fixtures/browser';
import { bearer } from './fixtures/people';
import { expect, test } from './fixtures/test';

// Content translation (issue 17) against a tiny fake LibreTranslate, which this journey starts on
// the port playwright.config.ts gives the server as TRANSLATE_URL (E2E_PORT + 2). It follows the
// documented API (POST /translate {q, source, target, format, api_key} → {translatedText,
// detectedLanguage}) and "translates" by tagging the text with the target language.

const FAKE_PORT = Number(process.env.E2E_PORT ?? 8091) + 2;

type Sent = { q: string; source: string; target: string; format: string };
const sent: Sent[] = [];
let failNext = false;
let fake: Server;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/translate')
        return res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not Found"}');
      if (failNext) {
        failNext = false;
        return res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"Service Unavailable"}');
      }
      const request = JSON.parse(body) as Sent;
      sent.push(request);
      const detected = request.q.startsWith('Hola') ? 'es' : 'fr';
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          translatedText: `[${request.target.toUpperCase()}] ${request.q}`,
          detectedLanguage: { confidence: 90, language: detected },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => fake.listen(FAKE_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

const description = (page: Page) => page.getByRole('region', { name: 'Description' });
const comments = (page: Page) => page.getByRole('region', { name: /^Comments \(\d+\)$/ });

test('a buyer translates a listing description and a comment into their language, and shows the original again', async ({
  page,
  customer: buyer,
  seller,
  newListing,
  request,
}) => {
  test.setTimeout(90_000);
  const original = `Bonjour, ce tabouret ashanti est sculpté à la main. ${Date.now()}`;
  const listing = await newListing(seller, { label: 'Ashanti stool', description: original });
  const comment = `Hola, ¿el precio es negociable? ${Date.now()}`;
  const posted = await request.post('/api/v1/classifieds/comment', {
    headers: bearer(seller),
    data: { listing_id: listing.id, content: comment },
  });
  expect(posted.status()).toBe(201);

  await signIn(page, buyer);
  await page.goto(`/listing/${listing.id}`);
  await expect(description(page).getByText(original)).toBeVisible();

  // The description: Translate, the translation in English (the default language), Show original.
  await description(page).getByRole('button', { name: 'Translate' }).click();
  await expect(description(page).getByText(`[EN] ${original}`)).toBeVisible();
  await expect(description(page).getByText('Translated to English from French')).toBeVisible();
  await expect(description(page).getByText(original, { exact: true })).toHaveCount(0);
  expect(sent.at(-1)).toMatchObject({ q: original, source: 'auto', target: 'en', format: 'text' });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await description(page).getByRole('button', { name: 'Show original' }).click();
  await expect(description(page).getByText(original, { exact: true })).toBeVisible();
  // Translating again comes from what the page (and the server) already has: the provider is not asked twice.
  const asked = sent.length;
  await description(page).getByRole('button', { name: 'Translate' }).click();
  await expect(description(page).getByText(`[EN] ${original}`)).toBeVisible();
  expect(sent.length).toBe(asked);

  // A comment: a failing provider leaves the original with the reason; trying again translates it.
  await page.locator('#comments').scrollIntoViewIfNeeded();
  const theComment = comments(page).getByRole('article').filter({ hasText: comment });
  await expect(theComment).toBeVisible();
  failNext = true;
  await theComment.getByRole('button', { name: 'Translate' }).click();
  await expect(theComment.getByRole('alert')).toHaveText('The translation service is not answering right now. Try again in a few minutes.');
  await expect(theComment.getByText(comment, { exact: true })).toBeVisible();
  await theComment.getByRole('button', { name: 'Translate' }).click();
  await expect(theComment.getByText(`[EN] ${comment}`)).toBeVisible();
  await expect(theComment.getByText('Translated to English from Spanish')).toBeVisible();
  await expect(theComment.getByRole('alert')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await theComment.getByRole('button', { name: 'Show original' }).click();
  await expect(theComment.getByText(comment, { exact: true })).toBeVisible();
  await expect(theComment.getByRole('button', { name: 'Translate' })).toBeVisible();
});
