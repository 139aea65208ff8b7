import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { EarningsPage } from './earnings-page';

// While the wallet's answer is on the way, Earnings says so as a named status (a label on a plain
// <div> is an ARIA attribute axe refuses: aria-prohibited-attr).

const fetchMock = setupScreenTest({ signedIn: true });

describe('Earnings while loading', () => {
  it('is a named, busy status', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    renderScreen(<EarningsPage />);
    expect((await screen.findByRole('status', { name: 'Loading your earnings...' })).getAttribute('aria-busy')).toBe('true');
  });
});
