import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { smoothedScore } from '@dwa/shared/scores';
import { PersonScore } from './person-score';

afterEach(cleanup);

// A courier's or driver's score on the delivery and ride screens (ADR 074): the shared smoothed score.

describe('PersonScore', () => {
  it('shows the score and count, and says them in words', () => {
    const score = smoothedScore({ count: 12, sum: 55 })!; // (40 + 55) / 22 = 4.3
    render(<PersonScore score={score} count={12} none="New driver" />);
    const shown = screen.getByTestId('person-score');
    expect(shown.textContent).toContain('4.3 (12)');
    expect(shown.getAttribute('title')).toBe('Rated 4.3 out of 5 from 12 ratings in the last 12 months');
    expect(screen.getByText('Rated 4.3 out of 5 from 12 ratings in the last 12 months').className).toContain('sr-only');
  });

  it('says who is new before any rating', () => {
    render(<PersonScore score={null} count={0} none="New driver" />);
    expect(screen.getByText('New driver')).toBeTruthy();
    expect(screen.queryByTestId('person-score')).toBeNull();
  });
});
