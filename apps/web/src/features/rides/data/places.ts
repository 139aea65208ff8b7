import type { LatLng } from '@dwa/shared/rides-rules';

/** Well-known places with their coordinates: choosing one prices the trip by its real distance. */
export const PLACES: { name: string; at: LatLng }[] = [
  { name: 'Accra Mall, Tetteh Quarshie', at: { lat: 5.6225, lng: -0.1733 } },
  { name: 'Kotoka International Airport', at: { lat: 5.6052, lng: -0.1668 } },
  { name: 'Oxford Street, Osu', at: { lat: 5.556, lng: -0.182 } },
  { name: 'Kwame Nkrumah Circle', at: { lat: 5.5717, lng: -0.2153 } },
  { name: 'Makola Market', at: { lat: 5.5486, lng: -0.2074 } },
  { name: 'Madina Market', at: { lat: 5.668, lng: -0.166 } },
  { name: 'University of Ghana, Legon', at: { lat: 5.6506, lng: -0.1962 } },
  { name: 'Labadi Beach', at: { lat: 5.5596, lng: -0.1446 } },
  { name: 'Achimota Mall', at: { lat: 5.6208, lng: -0.2268 } },
  { name: 'Tema Community 1', at: { lat: 5.6698, lng: -0.0166 } },
  { name: 'Kejetia Market, Kumasi', at: { lat: 6.6966, lng: -1.6207 } },
  { name: 'KNUST, Kumasi', at: { lat: 6.6745, lng: -1.5716 } },
];

export const placeAt = (name: string): LatLng | null =>
  PLACES.find((place) => place.name.toLowerCase() === name.trim().toLowerCase())?.at ?? null;
