import { describe, expect, it } from 'vitest';
import { currentPosition } from './geolocation';

// The device's position once, with the asking screen's own words when it cannot be read.

function device(outcome: { lat: number; lng: number } | { code: number }): Geolocation {
  return {
    getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if ('code' in outcome) failure?.({ code: outcome.code } as GeolocationPositionError);
      else success({ coords: { latitude: outcome.lat, longitude: outcome.lng } } as GeolocationPosition);
    },
  } as Geolocation;
}

const hints = { refused: 'Allow it, or type the pickup.', failed: 'Type the pickup instead.' };

describe('currentPosition', () => {
  it('answers the position', async () => {
    await expect(currentPosition(hints, device({ lat: 5.55, lng: -0.2 }))).resolves.toEqual({ lat: 5.55, lng: -0.2 });
  });

  it("says why not in the caller's words: refused, or not readable", async () => {
    await expect(currentPosition(hints, device({ code: 1 }))).rejects.toThrow('Allow it, or type the pickup.');
    await expect(currentPosition(hints, device({ code: 2 }))).rejects.toThrow('Type the pickup instead.');
    await expect(currentPosition(undefined, device({ code: 1 }))).rejects.toThrow(
      /Allow it in the browser settings to share where you are/,
    );
  });

  it('without geolocation in the browser', async () => {
    await expect(currentPosition(hints, undefined)).rejects.toThrow('This browser cannot share its location.');
  });
});
