import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, focusManager } from '@tanstack/react-query';
import { MemoryRouter } from '../../../lib/router';
import type { CourierApplication } from '@dwa/shared/delivery';
import { jsonResponse } from '../../../testing/json-response';
import { renderIn } from '../../../testing/render-in';
import { CourierNote } from './courier-note';
import { CourierSection } from './courier-section';
import { setupScreenTest } from '../../../testing/screen-setup';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = setupScreenTest();
const anApplication = (status: CourierApplication['status']): CourierApplication => ({
  id: 3,
  user_id: 9,
  name: 'Ama Owusu',
  phone: '0241234567',
  vehicle_type: 'bicycle',
  region: 'Ashanti',
  status,
  created_at: '2026-11-20T09:00:00.000Z',
  reviewed_at: null,
});

/** Answers by path: the profile, and the application answers in order (the last one repeats). */
function serve(applications: { application: CourierApplication | null; is_courier: boolean }[]) {
  let calls = 0;
  fetchMock.mockImplementation((url) => {
    if (String(url) === '/api/v1/users/me')
      return Promise.resolve(jsonResponse({ user_id: 9, name: 'Ama Owusu', phone: '+233241234567', email: 'ama@example.com' }));
    const answer = applications[Math.min(calls, applications.length - 1)];
    calls += 1;
    return Promise.resolve(jsonResponse(answer));
  });
}

function renderWith(ui: ReactNode) {
  // The app's defaults: answers stay fresh a minute and focus refetches nothing unless a query asks for it.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const applicationCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/v1/delivery/courier/application').length;

afterEach(() => {
  cleanup();
  focusManager.setFocused(undefined);
});

describe('courier application on the landing', () => {
  it("pre-fills the name and phone from the person's profile", async () => {
    serve([{ application: null, is_courier: false }]);
    renderWith(<CourierSection signedIn />);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Ama Owusu'));
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('+233241234567');
  });

  it('asks for the application only when the section comes near the screen (it sits at the foot of the landing)', async () => {
    let reportNear: (() => void) | null = null;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reportNear = () => callback([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    serve([{ application: anApplication('pending'), is_courier: false }]);
    renderWith(<CourierSection signedIn />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(applicationCalls()).toBe(0);
    expect(screen.queryByText('Application pending review')).toBeNull();
    act(() => reportNear?.());
    await screen.findByText('Application pending review');
    expect(applicationCalls()).toBe(1);
  });

  it('asks again when the window regains focus while pending, so an approval shows without a reload', async () => {
    serve([
      { application: anApplication('pending'), is_courier: false },
      { application: anApplication('approved'), is_courier: true },
    ]);
    renderWith(<CourierSection signedIn />);
    await screen.findByText('Application pending review');
    expect(applicationCalls()).toBe(1);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await screen.findByText('You are an approved courier');
    expect(applicationCalls()).toBe(2);
  });
  it('in French, a pending application names the region in French (issue 36)', async () => {
    serve([{ application: { ...anApplication('pending'), region: 'Greater Accra' }, is_courier: false }]);
    await renderIn('fr', ['catalogue', 'controls', 'courier'], <CourierSection signedIn />);
    const text = await screen.findByText(/^Envoyée le /);
    expect(text.textContent).toContain('Ama Owusu, Vélo, Grand Accra.');
    expect(text.textContent).not.toContain('Greater Accra');
  });
});

describe('courier note on the dashboard', () => {
  const note = (application: CourierApplication | null) => renderWith(<CourierNote application={application} />);

  it('says a pending application is being reviewed, without offering to apply', () => {
    note(anApplication('pending'));
    expect(screen.getByText('Your courier application is being reviewed')).toBeTruthy();
    expect(screen.queryByText('Want to deliver?')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Become a Courier' })).toBeNull();
  });

  it('says a rejected application was not approved and offers to apply again', () => {
    note(anApplication('rejected'));
    expect(screen.getByText(/was not approved/).textContent).toContain('You can apply again.');
    expect(screen.getByRole('link', { name: 'Apply Again' }).getAttribute('href')).toBe('/delivery#delivery-courier');
  });

  it('invites everyone else to become a courier', () => {
    note(null);
    expect(screen.getByText('Want to deliver?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a Courier' }).getAttribute('href')).toBe('/delivery#delivery-courier');
  });
});
