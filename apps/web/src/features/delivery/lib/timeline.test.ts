import { describe, expect, it } from 'vitest';
import { buildTimeline, progressPercent } from './timeline';
import { testEvent } from '../../../testing/delivery';

const states = (steps: ReturnType<typeof buildTimeline>) => steps.map((step) => `${step.status}:${step.state}`);

describe('buildTimeline', () => {
  it('marks reached steps done, the latest current, the rest upcoming', () => {
    const events = [
      testEvent(1, 'requested', '2026-11-22T08:00:00Z'),
      testEvent(2, 'accepted', '2026-11-22T08:05:00Z'),
      testEvent(3, 'picked_up', '2026-11-22T08:20:00Z', 'Osu, Accra'),
    ];
    const steps = buildTimeline('picked_up', events);
    expect(states(steps)).toEqual([
      'requested:done',
      'accepted:done',
      'picked_up:current',
      'in_transit:upcoming',
      'nearby:upcoming',
      'delivered:upcoming',
    ]);
    expect(steps[2]).toMatchObject({
      label: 'Picked up',
      at: '2026-11-22T08:20:00Z',
      location: 'Osu, Accra',
      description: 'Now picked_up',
    });
    expect(steps[3]).toMatchObject({ at: null, location: null, description: null });
  });

  it('shows every step done once delivered', () => {
    const steps = buildTimeline('delivered', []);
    expect(steps.every((step) => step.state === 'done')).toBe(true);
    expect(steps).toHaveLength(6);
  });

  it('ends a cancelled delivery at Cancelled after the last step it reached', () => {
    const events = [
      testEvent(1, 'requested', '2026-11-22T08:00:00Z'),
      testEvent(2, 'accepted', '2026-11-22T08:05:00Z'),
      testEvent(3, 'cancelled', '2026-11-22T08:06:00Z'),
    ];
    expect(states(buildTimeline('cancelled', events))).toEqual(['requested:done', 'accepted:done', 'cancelled:current']);
  });

  it('uses the latest event when a status repeats', () => {
    const events = [
      testEvent(1, 'requested', '2026-11-22T08:00:00Z', 'first'),
      testEvent(2, 'requested', '2026-11-22T08:01:00Z', 'second'),
    ];
    expect(buildTimeline('requested', events)[0]?.location).toBe('second');
  });
});

describe('progressPercent', () => {
  it('runs from 0 at requested to 100 at delivered', () => {
    expect(progressPercent('requested')).toBe(0);
    expect(progressPercent('in_transit')).toBe(60);
    expect(progressPercent('delivered')).toBe(100);
    expect(progressPercent('cancelled')).toBe(0);
  });
});
