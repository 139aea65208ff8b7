import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Figures } from './figures';

afterEach(cleanup);

describe('Figures', () => {
  it('never breaks a money amount, gives it a whole row when wide, and sets words in smaller type', () => {
    render(
      <Figures
        layout="pairs"
        figures={[
          { label: 'Deliveries', value: '3' },
          { label: 'Total spent', value: 'GH¢ 60.00', wide: true },
          { label: 'Average rating given', value: 'No ratings yet', wide: true, quiet: true },
        ]}
      />,
    );
    const money = screen.getByText('GH¢ 60.00');
    expect(money.tagName).toBe('DD');
    expect(money.className).toContain('whitespace-nowrap');
    expect(money.parentElement?.className).toContain('col-span-2');
    expect(screen.getByText('No ratings yet').className).toContain('text-sm');
    expect(screen.getByText('No ratings yet').className).not.toContain('text-lg');
  });

  it('lays the tiles out as rows on phones and three across from sm up', () => {
    render(<Figures layout="rows" figures={[{ label: "Today's earnings", value: 'GH¢ 0.00' }]} />);
    const list = screen.getByText("Today's earnings").closest('dl');
    expect(list?.className).toContain('grid-cols-1');
    expect(list?.className).toContain('sm:grid-cols-3');
    expect(screen.getByText('GH¢ 0.00').className).toContain('text-base');
  });
});
