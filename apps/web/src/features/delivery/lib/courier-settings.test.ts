import { describe, expect, it } from 'vitest';
import { toSettingsForm, toSettingsInput, toggled } from './courier-settings';

describe('courier settings form', () => {
  it('starts a courier with no settings on a motorbike, everywhere, with a working week offered', () => {
    const form = toSettingsForm({ vehicle_type: null, plate: null, areas: [], availability: null });
    expect(form).toEqual({
      vehicle_type: 'motorbike',
      plate: '',
      areas: [],
      regular: false,
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      from: '08:00',
      to: '18:00',
    });
    expect(toSettingsInput(form)).toEqual({ vehicle_type: 'motorbike', plate: '', areas: [], availability: null });
  });

  it('sends the hours only when the courier keeps regular ones', () => {
    const form = toSettingsForm({
      vehicle_type: 'car',
      plate: 'GR 12-24',
      areas: ['Volta'],
      availability: { days: ['sat'], from: '09:00', to: '13:00' },
    });
    expect(form.regular).toBe(true);
    expect(toSettingsInput(form).availability).toEqual({ days: ['sat'], from: '09:00', to: '13:00' });
    expect(toSettingsInput({ ...form, regular: false }).availability).toBeNull();
  });

  it('toggles an item in or out, keeping the given order', () => {
    const order = ['a', 'b', 'c'] as const;
    expect(toggled(['c'], 'a', true, order)).toEqual(['a', 'c']);
    expect(toggled(['a', 'c'], 'a', false, order)).toEqual(['c']);
    expect(toggled(['a'], 'a', true, order)).toEqual(['a']);
  });
});
