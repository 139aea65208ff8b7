import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { EMPTY_REQUEST } from '../lib/prefill';
import type { RequestFormValues } from '../lib/prefill';
import { RequestForm } from './request-form';
import { setupScreenTest } from '../../../testing/screen-setup';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = setupScreenTest();
const scrolled = vi.fn<(this: Element, options?: ScrollIntoViewOptions) => void>();

const VALID: RequestFormValues = {
  ...EMPTY_REQUEST,
  item_description: 'A phone in its box',
  pickup_address: 'Oxford Street, Osu',
  delivery_address: 'Boundary Road, East Legon',
  recipient_name: 'Ama Mensah',
  recipient_phone: '024 555 1234',
};

function renderForm(initial: RequestFormValues) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <RequestForm initial={initial} onCreated={() => {}} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  Element.prototype.scrollIntoView = function (this: Element, options?: ScrollIntoViewOptions | boolean) {
    scrolled.call(this, typeof options === 'object' ? options : undefined);
  };
});
afterEach(() => {
  scrolled.mockReset();
});

describe('RequestForm validation', () => {
  it('moves focus to the invalid recipient phone and scrolls it into view, sending nothing', async () => {
    renderForm({ ...VALID, recipient_phone: '12345' });
    const submit = screen.getByRole('button', { name: 'Submit Request' });
    submit.focus();
    fireEvent.click(submit);
    const phone = screen.getByLabelText('Recipient phone');
    // The schema loads on demand (zod is off the page's first load): the check settles a moment later.
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(phone);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(phone);
    expect(scrolled.mock.calls[0]?.[0]).toEqual({ block: 'center' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field in the order of the form', async () => {
    renderForm({ ...VALID, delivery_address: '', recipient_phone: '12345' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Delivery address')));
    expect(screen.getByLabelText('Recipient phone').getAttribute('aria-invalid')).toBe('true');
  });
});
