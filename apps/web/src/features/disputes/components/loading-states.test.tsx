import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from '../../../lib/router';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { DisputePage } from './dispute-page';
import { DisputesPage } from './disputes-page';

// While their answers are on the way, the disputes pages say 'loading' as a status: a
// label on a plain <div> is an ARIA attribute axe refuses (aria-prohibited-attr), which the money
// journey caught when its check read a dispute page still loading.

const fetchMock = setupScreenTest({ signedIn: true });

describe('loading states', () => {
  it('are named statuses, on a dispute and the disputes list', () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const { unmount } = renderScreen(
      <Routes>
        <Route path="/disputes/:id" element={<DisputePage />} />
      </Routes>,
      { entry: '/disputes/4' },
    );
    expect(screen.getByRole('status', { name: 'Loading...' }).getAttribute('aria-busy')).toBe('true');
    unmount();
    renderScreen(<DisputesPage />);
    expect(screen.getByRole('status', { name: 'Loading...' }).getAttribute('aria-busy')).toBe('true');
  });
});
