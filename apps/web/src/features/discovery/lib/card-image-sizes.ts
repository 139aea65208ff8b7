/** How wide a card's photo is drawn, by layout (matches the grid's columns in explore-results.tsx). */
export const CARD_IMAGE_SIZES = {
  grid: '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  list: '(min-width: 640px) 240px, 128px',
  thumb: '96px',
  tile: '(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw',
} as const;
