import { afterEach, describe, expect, it } from 'vitest';
import { createRef } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DeliveryTour } from './delivery-tour';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the delivery landing tour', () => {
  it('shows nothing until asked, then starts from its first step each time it is asked again', () => {
    const ref = createRef<HTMLButtonElement>();
    const { rerender } = render(<DeliveryTour run={0} returnFocusRef={ref} />);
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<DeliveryTour run={1} returnFocusRef={ref} />);
    expect(screen.getByRole('dialog', { name: 'Price it first' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Request, track, chat' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('delivery_tour_seen')).toBe('true');

    rerender(<DeliveryTour run={2} returnFocusRef={ref} />);
    expect(screen.getByRole('dialog', { name: 'Price it first' })).toBeTruthy();
  });
});
