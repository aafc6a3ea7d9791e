import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import BarChart from './bar-chart';

afterEach(cleanup);

describe('bar chart', () => {
  it('is one image with a summary, and the same figures as a table', () => {
    const { container } = render(
      <BarChart
        title="Orders per hour, today"
        valueHeader="Orders"
        data={[
          { label: '09:00', value: 1, text: '1 orders' },
          { label: '10:00', value: 4, text: '4 orders' },
          { label: '11:00', value: 0, text: '0 orders' },
        ]}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Orders per hour, today: highest 4 orders at 10:00.' }),
    ).toBeTruthy();
    const bars = container.querySelectorAll('rect');
    expect(bars).toHaveLength(3);
    // The tallest bar fills the plot; an empty hour has no height.
    expect(Number(bars[1]?.getAttribute('height'))).toBeGreaterThan(
      Number(bars[0]?.getAttribute('height')),
    );
    expect(bars[2]?.getAttribute('height')).toBe('0');
    const table = screen.getByRole('table', { name: 'Orders per hour, today' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: '10:00' })).toBeTruthy();
  });

  it('says so when there is nothing yet', () => {
    render(<BarChart title="Orders per day" valueHeader="Orders" data={[]} />);
    expect(screen.getByRole('img', { name: 'Orders per day: nothing yet.' })).toBeTruthy();
  });
});
