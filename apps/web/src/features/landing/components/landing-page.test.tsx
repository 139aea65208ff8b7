import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '../../../lib/router';
import { LandingPage } from './landing-page';

function renderLanding() {
  const router = createMemoryRouter([{ path: '/', Component: LandingPage }]);
  return render(<RouterProvider router={router} />);
}

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('LandingPage', () => {
  it('links the six tiles', async () => {
    localStorage.setItem('landing_tour_seen', 'true');
    renderLanding();
    // Below the fold: its code arrives after the page's (ADR 050).
    await screen.findByRole('link', { name: 'Shop Products' });
    const hrefs = Object.fromEntries(
      ['Shop Products', 'Sell Online', 'Post an Ad', 'Browse Listings', 'Request Delivery', 'Become a Courier'].map((name) => [
        name,
        screen.getByRole('link', { name }).getAttribute('href'),
      ]),
    );
    expect(hrefs).toEqual({
      'Shop Products': '/ecommerce',
      'Sell Online': '/classifieds',
      'Post an Ad': '/account',
      'Browse Listings': '/listings',
      'Request Delivery': '/delivery',
      'Become a Courier': '/delivery#delivery-courier',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('disables posting for visitors, with the tooltip', async () => {
    localStorage.setItem('landing_tour_seen', 'true');
    renderLanding();
    const button = await screen.findByRole('button', { name: 'Post a Classified Listing' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('tooltip').textContent).toBe('Sign in to post a listing');
  });

  it('runs the tour the first time, remembers the step and ends for good', async () => {
    renderLanding();
    expect(await screen.findByRole('dialog', { name: 'Find your way around' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Our services' })).toBeTruthy();
    expect(localStorage.getItem('landing_tour_step')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Hear from our users' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('landing_tour_seen')).toBe('true');
    expect(localStorage.getItem('landing_tour_step')).toBeNull();
  });

  it('resumes at the stored step, and Skip ends it', async () => {
    localStorage.setItem('landing_tour_step', '2');
    renderLanding();
    expect(await screen.findByRole('dialog', { name: 'Start in the marketplace' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('landing_tour_seen')).toBe('true');
  });

  it('starts again from the first step with Take a Tour', async () => {
    localStorage.setItem('landing_tour_seen', 'true');
    renderLanding();
    fireEvent.click(screen.getByRole('button', { name: 'Take a Tour' }));
    expect(screen.getByRole('dialog', { name: 'Find your way around' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close tour' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
