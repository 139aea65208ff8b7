import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Listing } from '@dwa/shared/listings';
import { serveApi } from '../../../../testing/fake-api';
import { jsonResponse } from '../../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../../testing/screen-setup';
import type { PendingListing } from '../types';
import { ModerationPage } from './moderation-page';

const fetchMock = setupScreenTest({ signedIn: true });

function aPending(id: number, title: string, description: string, rule: PendingListing['matched_rule'] = null): PendingListing {
  const listing = {
    id,
    title,
    description,
    price: 150,
    category: 'Other',
    sub_category: 'Other',
    images: [],
    image_variants: [],
    status: 'pending',
    location: 'Osu, Greater Accra',
    created_at: '2026-11-20T09:00:00.000Z',
  } as unknown as Listing;
  return {
    listing,
    owner: { id: 40 + id, name: `Seller ${id}`, email: `seller${id}@example.com` },
    review_reason: rule ? 'content_rule' : 'new',
    matched_rule: rule,
    submitted_at: '2026-11-20T09:00:00.000Z',
  };
}

type Patch = { id: number; body: { status: string; reason?: string } };

/** The queue answers what is left; a PATCH takes the listing out, or answers `refuse` once. */
function serve(queue: PendingListing[], refuse?: Response) {
  let refusal = refuse;
  const sent = serveApi(fetchMock, ({ method, path }) => {
    if (path.startsWith('/api/v1/admin/classifieds?')) return jsonResponse({ results: queue, next_cursor: null });
    const patch = /^\/api\/v1\/admin\/classifieds\/(\d+)\/status$/.exec(path);
    if (!patch || method !== 'PATCH') return undefined;
    const id = Number(patch[1]);
    if (refusal) {
      const answer = refusal;
      refusal = undefined;
      return answer;
    }
    queue = queue.filter((item) => item.listing.id !== id);
    return jsonResponse({ id, status: 'active' });
  });
  /** The status changes sent: the listing's id and the body. */
  return (): Patch[] => sent.map(({ path, body }) => ({ id: Number(/classifieds\/(\d+)/.exec(path)?.[1]), body: body as Patch['body'] }));
}

function renderPage() {
  renderScreen(<ModerationPage />, { entry: '/admin/moderation' });
}

const item = (title: string) => screen.getByRole('article', { name: title });
const status = () => screen.getByRole('status', { name: '' });

const phoneRule = { id: 1, kind: 'pattern' as const, label: 'Phone number', match: '0241234567' };

describe('the pending queue', () => {
  it('shows each listing with its owner, why it waits and the rule’s match marked in its text', async () => {
    serve([aPending(1, 'Wooden stool', 'Call 0241234567 to buy.', phoneRule), aPending(2, 'Brass lamp', 'A lamp.')]);
    renderPage();
    const stool = await screen.findByRole('article', { name: 'Wooden stool' });
    expect(within(stool).getByText(/Seller 1/)).toBeTruthy();
    expect(within(stool).getByText('seller1@example.com', { exact: false })).toBeTruthy();
    expect(within(stool).getByText('Matched a content rule')).toBeTruthy();
    expect(within(stool).getByText('Pattern rule “Phone number” matched “0241234567”')).toBeTruthy();
    expect(stool.querySelector('mark')?.textContent).toBe('0241234567');
    expect(within(item('Brass lamp')).getByText('New listing (manual review)')).toBeTruthy();
    expect(item('Brass lamp').querySelector('mark')).toBeNull();
  });

  it('moves with j/k and the arrows, approves with a, and gives focus to the next listing', async () => {
    const patches = serve([aPending(1, 'Wooden stool', 'One.'), aPending(2, 'Brass lamp', 'Two.'), aPending(3, 'Clay pot', 'Three.')]);
    renderPage();
    const first = await screen.findByRole('article', { name: 'Wooden stool' });
    expect(first.tabIndex).toBe(0);
    expect(item('Brass lamp').tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'j' });
    expect(document.activeElement).toBe(item('Brass lamp'));
    fireEvent.keyDown(item('Brass lamp'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Clay pot'));
    fireEvent.keyDown(item('Clay pot'), { key: 'k' });
    expect(document.activeElement).toBe(item('Brass lamp'));
    expect(item('Brass lamp').tabIndex).toBe(0);

    fireEvent.keyDown(item('Brass lamp'), { key: 'a' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Brass lamp' })).toBeNull());
    expect(patches()).toEqual([{ id: 2, body: { status: 'active' } }]);
    await waitFor(() => expect(document.activeElement).toBe(item('Clay pot')));
    expect(status().textContent).toBe('Approved “Brass lamp”. It is live now.');
  });

  it('rejects with r: the reason is asked for, the server’s message shows under it, and focus moves on', async () => {
    const refusal = jsonResponse({ detail: 'Give the seller a reason.' }, 400);
    const patches = serve([aPending(1, 'Wooden stool', 'One.'), aPending(2, 'Brass lamp', 'Two.')], refusal);
    renderPage();
    const first = await screen.findByRole('article', { name: 'Wooden stool' });
    first.focus();
    fireEvent.keyDown(first, { key: 'r' });
    const dialog = await screen.findByRole('form', { name: 'Reject listing' });
    const reason = within(dialog).getByLabelText('Reason the seller will see');
    expect(document.activeElement).toBe(reason);

    // Too short: checked here, nothing sent.
    fireEvent.change(reason, { target: { value: 'no' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(within(dialog).getByText('Give the seller a reason.')).toBeTruthy();
    expect(patches()).toHaveLength(0);

    // The server refuses once: its message under the field, the listing still there.
    fireEvent.change(reason, { target: { value: 'Phone numbers belong in your profile.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    await waitFor(() => expect(within(dialog).getByText('Give the seller a reason.')).toBeTruthy());
    expect(item('Wooden stool')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Wooden stool' })).toBeNull());
    expect(patches().at(-1)).toEqual({ id: 1, body: { status: 'inactive', reason: 'Phone numbers belong in your profile.' } });
    expect(screen.queryByRole('form', { name: 'Reject listing' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(item('Brass lamp')));
    expect(status().textContent).toBe('Rejected “Wooden stool”. The seller will see your reason.');
  });

  it('says when the queue is empty after the last decision, and offers Try Again when it cannot load', async () => {
    serve([aPending(1, 'Wooden stool', 'One.')]);
    renderPage();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Wooden stool' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No listings waiting for review')).toBeTruthy();
    cleanup();

    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ detail: 'Something broke.' }, 500)));
    renderPage();
    expect(await screen.findByText('Could not load the listings waiting for review.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
