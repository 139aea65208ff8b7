import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse } from '../../../testing/json-response';
import { aReview, anOrderReview } from '../../../testing/reviews';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { OrderReviewCard } from './review-card';

// Review photos on the order page's form (ADR 074): picked, sent after the review with a progress
// bar, removable before sending; a saved review shows its photos.

class FakeXhr {
  static last: FakeXhr | null = null;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  url = '';
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const fetchMock = setupScreenTest();
const review = aReview({ rating: 5, body: 'Lovely.' });
const answer = anOrderReview;

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
});
afterEach(() => {
  FakeXhr.last = null;
});

function renderCard() {
  return renderScreen(<OrderReviewCard orderId={5} delivered viewer="buyer" />);
}

describe('review photos', () => {
  it('sends the picked photos after the review, showing the upload progress', async () => {
    fetchMock.mockImplementation(async (_url, init) => (init?.method === 'POST' ? jsonResponse(review, 201) : jsonResponse(answer({}))));
    renderCard();
    await screen.findByRole('heading', { name: 'Review the seller' });
    const photo = new File([new Uint8Array([1, 2, 3])], 'sandals.jpg', { type: 'image/jpeg' });
    const other = new File([new Uint8Array([4])], 'box.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('review-photos-input'), { target: { files: [photo, other] } });
    expect(screen.getAllByRole('img', { name: /Buyer's photo/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getAllByRole('img', { name: /Buyer's photo/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Lovely.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/api/v1/reviews/9/photos');
    expect((xhr.body!.getAll('photos') as File[]).map((file) => file.name)).toEqual(['sandals.jpg']);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    // The bar shows 0 as the upload starts; the progress event's 40 follows in a later render.
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Uploading photos...' }).getAttribute('aria-valuenow')).toBe('40'));
    xhr.answer(200, { ...review, photos: [{ small: '/static/reviews/a-320.webp', large: '/static/reviews/a-640.webp' }] });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('shows a saved review with its photos', async () => {
    const withPhotos = { ...review, photos: [{ small: '/static/reviews/a-320.webp', large: '/static/reviews/a-640.webp' }] };
    fetchMock.mockResolvedValue(jsonResponse(answer({ review: withPhotos, can_review: false, can_edit: true })));
    renderCard();
    const link = (await screen.findByRole('img', { name: "Buyer's photo 1" })).closest('a');
    expect(link?.getAttribute('href')).toBe('/static/reviews/a-640.webp');
  });
});
