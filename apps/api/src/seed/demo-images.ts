import sharp from 'sharp';

// Placeholder photos for the demo listings, drawn locally: an SVG with the category's colours, a
// simple white icon for the sub-category and the listing's short title, rendered to JPEG by sharp.
// No network, and the same picture for the same listing on every run.

export const DEMO_IMAGE_WIDTH = 800;
export const DEMO_IMAGE_HEIGHT = 600;

const PALETTES: Record<string, readonly [string, string]> = {
  Electronics: ['#1d4ed8', '#0ea5e9'],
  Vehicles: ['#b91c1c', '#f97316'],
  Property: ['#047857', '#84cc16'],
  Fashion: ['#a21caf', '#f472b6'],
  'Home & Garden': ['#92400e', '#f59e0b'],
  'Sports & Leisure': ['#0f766e', '#22d3ee'],
  Jobs: ['#334155', '#64748b'],
  Services: ['#4338ca', '#a78bfa'],
  Community: ['#be123c', '#fb7185'],
  Other: ['#3f3f46', '#a1a1aa'],
};

// Icons are drawn around (0, 0) within about 300 x 220; `C` stands for the category's dark colour.
const ICONS: Record<string, string> = {
  phone: `<rect x="-58" y="-105" width="116" height="210" rx="18" fill="#fff"/><rect x="-46" y="-85" width="92" height="160" rx="4" fill="C"/><circle cy="90" r="8" fill="C"/>`,
  laptop: `<rect x="-105" y="-85" width="210" height="140" rx="10" fill="#fff"/><rect x="-92" y="-72" width="184" height="114" fill="C"/><path d="M-140 62h280l-22 26h-236z" fill="#fff"/>`,
  tv: `<rect x="-135" y="-95" width="270" height="165" rx="8" fill="#fff"/><rect x="-122" y="-82" width="244" height="139" fill="C"/><path d="M-20 70h40l15 30h-70z" fill="#fff"/><rect x="-70" y="98" width="140" height="8" rx="4" fill="#fff"/>`,
  camera: `<rect x="-115" y="-60" width="230" height="145" rx="16" fill="#fff"/><rect x="-45" y="-88" width="90" height="34" rx="6" fill="#fff"/><circle cy="12" r="52" fill="C"/><circle cy="12" r="30" fill="#fff"/><circle cx="82" cy="-35" r="9" fill="C"/>`,
  speaker: `<rect x="-75" y="-105" width="150" height="210" rx="16" fill="#fff"/><circle cy="-52" r="24" fill="C"/><circle cy="35" r="48" fill="C"/><circle cy="35" r="18" fill="#fff"/>`,
  plug: `<rect x="-60" y="-60" width="120" height="110" rx="20" fill="#fff"/><rect x="-35" y="-105" width="18" height="50" rx="4" fill="#fff"/><rect x="17" y="-105" width="18" height="50" rx="4" fill="#fff"/><path d="M-12 50h24v55h-24z" fill="#fff"/><path d="M8 -35l-30 40h22l-8 30 30-42h-22z" fill="C"/>`,
  car: `<path d="M-160 40v-45l45-12 40-48h120l55 48 40 12v45z" fill="#fff"/><path d="M-62 -55h45v38h-75zM-5 -55h45l38 38h-83z" fill="C"/><circle cx="-95" cy="45" r="32" fill="C"/><circle cx="-95" cy="45" r="14" fill="#fff"/><circle cx="95" cy="45" r="32" fill="C"/><circle cx="95" cy="45" r="14" fill="#fff"/>`,
  motorcycle: `<circle cx="-95" cy="45" r="42" fill="none" stroke="#fff" stroke-width="14"/><circle cx="95" cy="45" r="42" fill="none" stroke="#fff" stroke-width="14"/><path d="M-95 45l45-75h70l30 30h-40l-30 45zM45 -60h30l20 105" fill="none" stroke="#fff" stroke-width="14" stroke-linejoin="round"/><rect x="-40" y="-62" width="70" height="22" rx="10" fill="#fff"/>`,
  truck: `<rect x="-165" y="-85" width="200" height="120" rx="6" fill="#fff"/><path d="M45 -50h65l45 45v40h-110z" fill="#fff"/><path d="M60 -38h45l30 30h-75z" fill="C"/><circle cx="-110" cy="48" r="28" fill="C" stroke="#fff" stroke-width="10"/><circle cx="-45" cy="48" r="28" fill="C" stroke="#fff" stroke-width="10"/><circle cx="100" cy="48" r="28" fill="C" stroke="#fff" stroke-width="10"/>`,
  boat: `<path d="M-165 20h330l-55 70h-220z" fill="#fff"/><rect x="-6" y="-110" width="10" height="130" fill="#fff"/><path d="M10 -100l95 105h-95z" fill="#fff"/><path d="M-12 -80l-70 85h70z" fill="#fff" opacity=".8"/>`,
  gear: `<g fill="#fff"><rect x="-18" y="-100" width="36" height="200" rx="6"/><rect x="-18" y="-100" width="36" height="200" rx="6" transform="rotate(45)"/><rect x="-18" y="-100" width="36" height="200" rx="6" transform="rotate(90)"/><rect x="-18" y="-100" width="36" height="200" rx="6" transform="rotate(135)"/><circle r="72"/></g><circle r="30" fill="C"/>`,
  house: `<path d="M-145 -5L0 -115 145 -5z" fill="#fff"/><rect x="-110" y="-10" width="220" height="120" fill="#fff"/><rect x="-25" y="35" width="50" height="75" fill="C"/><rect x="-90" y="15" width="45" height="40" fill="C"/><rect x="45" y="15" width="45" height="40" fill="C"/>`,
  building: `<rect x="-110" y="-110" width="140" height="220" fill="#fff"/><rect x="40" y="-40" width="80" height="150" fill="#fff"/><g fill="C"><rect x="-90" y="-90" width="30" height="30"/><rect x="-25" y="-90" width="30" height="30"/><rect x="-90" y="-40" width="30" height="30"/><rect x="-25" y="-40" width="30" height="30"/><rect x="-90" y="10" width="30" height="30"/><rect x="-25" y="10" width="30" height="30"/><rect x="-60" y="60" width="40" height="50"/><rect x="60" y="-20" width="40" height="25"/><rect x="60" y="25" width="40" height="25"/></g>`,
  pin: `<path d="M0 100C-30 50-80 5-80 -35a80 80 0 0 1 160 0C80 5 30 50 0 100z" fill="#fff"/><circle cy="-35" r="32" fill="C"/><rect x="-150" y="95" width="300" height="14" rx="7" fill="#fff" opacity=".7"/>`,
  shirt: `<path d="M-60 -100L-140 -60-110 5-75 -15V105H75V-15L110 5 140 -60 60 -100Q0 -55-60 -100z" fill="#fff"/>`,
  dress: `<path d="M-35 -105h70l-5 45 25 25-15 30 75 110h-200l75-110-15-30 25-25z" fill="#fff"/>`,
  kids: `<path d="M-45 -75L-105 -45-85 5-60 -5V85H60V-5L85 5 105 -45 45 -75Q0 -45-45 -75z" fill="#fff"/><circle cx="0" cy="25" r="18" fill="C"/>`,
  shoe: `<path d="M-150 60v-45c30 0 55-20 70-55l35 5c0 25 20 40 55 45l80 15c25 5 40 20 40 35z" fill="#fff"/><rect x="-150" y="60" width="280" height="22" rx="8" fill="#fff" opacity=".8"/><path d="M-40 -15l20 20M-20 -25l20 20" stroke="C" stroke-width="8"/>`,
  watch: `<rect x="-38" y="-120" width="76" height="240" rx="14" fill="#fff" opacity=".8"/><circle r="70" fill="#fff"/><circle r="56" fill="C"/><path d="M0 0V-40M0 0h30" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
  fabric: `<path d="M-130 -90h260v180h-260z" fill="#fff"/><g fill="C"><rect x="-130" y="-70" width="260" height="22"/><rect x="-130" y="-20" width="260" height="22"/><rect x="-130" y="30" width="260" height="22"/><rect x="-90" y="-90" width="22" height="180" opacity=".6"/><rect x="-10" y="-90" width="22" height="180" opacity=".6"/><rect x="70" y="-90" width="22" height="180" opacity=".6"/></g>`,
  sofa: `<rect x="-115" y="-70" width="230" height="90" rx="18" fill="#fff"/><rect x="-155" y="-20" width="55" height="100" rx="18" fill="#fff"/><rect x="100" y="-20" width="55" height="100" rx="18" fill="#fff"/><rect x="-100" y="15" width="200" height="55" rx="10" fill="#fff" opacity=".85"/><rect x="-135" y="80" width="16" height="28" fill="#fff"/><rect x="119" y="80" width="16" height="28" fill="#fff"/>`,
  fridge: `<rect x="-70" y="-115" width="140" height="230" rx="12" fill="#fff"/><rect x="-70" y="-35" width="140" height="8" fill="C"/><rect x="-50" y="-95" width="10" height="40" rx="5" fill="C"/><rect x="-50" y="-10" width="10" height="60" rx="5" fill="C"/>`,
  plant: `<path d="M-60 30h120l-20 80h-80z" fill="#fff"/><g fill="#fff" opacity=".9"><ellipse cx="-45" cy="-30" rx="22" ry="60" transform="rotate(-35 -45 -30)"/><ellipse cx="45" cy="-30" rx="22" ry="60" transform="rotate(35 45 -30)"/><ellipse cx="0" cy="-55" rx="22" ry="70"/></g>`,
  tools: `<rect x="-12" y="-40" width="24" height="150" rx="8" fill="#fff" transform="rotate(-35)"/><rect x="-70" y="-95" width="140" height="50" rx="10" fill="#fff" transform="rotate(-35)"/><rect x="-12" y="-100" width="24" height="200" rx="12" fill="#fff" opacity=".8" transform="rotate(40)"/>`,
  pot: `<path d="M-110 -20h220l-25 120h-170z" fill="#fff"/><rect x="-125" y="-40" width="250" height="26" rx="10" fill="#fff"/><path d="M-40 -60q-20-30 0-60M10 -60q-20-30 0-60M60 -60q-20-30 0-60" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
  dumbbell: `<rect x="-90" y="-12" width="180" height="24" rx="6" fill="#fff"/><rect x="-140" y="-60" width="40" height="120" rx="10" fill="#fff"/><rect x="100" y="-60" width="40" height="120" rx="10" fill="#fff"/><rect x="-170" y="-40" width="30" height="80" rx="8" fill="#fff"/><rect x="140" y="-40" width="30" height="80" rx="8" fill="#fff"/>`,
  ball: `<circle r="100" fill="#fff"/><path d="M0 -32l30 22-11 36h-38l-11-36z" fill="C"/><path d="M0 -32V-98M30 -10l62-20M19 26l38 52M-19 26l-38 52M-30 -10l-62-20" stroke="C" stroke-width="6"/>`,
  tent: `<path d="M-160 100L0 -110 160 100z" fill="#fff"/><path d="M0 -10L-45 100h90z" fill="C"/><path d="M0 -110l-20-25M0 -110l20-25" stroke="#fff" stroke-width="8"/>`,
  books: `<rect x="-130" y="-90" width="60" height="190" rx="4" fill="#fff"/><rect x="-60" y="-70" width="55" height="170" rx="4" fill="#fff" opacity=".85"/><rect x="5" y="-100" width="65" height="200" rx="4" fill="#fff"/><rect x="70" y="-55" width="50" height="155" rx="4" fill="#fff" opacity=".85" transform="rotate(12 95 100)"/><g fill="C"><rect x="-120" y="-60" width="40" height="8"/><rect x="15" y="-70" width="45" height="8"/></g>`,
  music: `<path d="M-40 -100l130 -25v170" fill="none" stroke="#fff" stroke-width="18"/><rect x="-49" y="-100" width="18" height="160" fill="#fff"/><ellipse cx="-70" cy="65" rx="40" ry="30" fill="#fff"/><ellipse cx="60" cy="45" rx="40" ry="30" fill="#fff"/>`,
  board: `<rect x="-160" y="-60" width="320" height="120" rx="30" fill="#fff"/><g fill="C"><circle cx="-110" cy="-22" r="16"/><circle cx="-66" cy="-22" r="16"/><circle cx="-22" cy="-22" r="16"/><circle cx="22" cy="-22" r="16"/><circle cx="66" cy="-22" r="16"/><circle cx="110" cy="-22" r="16"/><circle cx="-110" cy="22" r="16"/><circle cx="-66" cy="22" r="16"/><circle cx="-22" cy="22" r="16"/><circle cx="22" cy="22" r="16"/><circle cx="66" cy="22" r="16"/><circle cx="110" cy="22" r="16"/></g>`,
  briefcase: `<rect x="-140" y="-60" width="280" height="170" rx="16" fill="#fff"/><path d="M-50 -60v-30a14 14 0 0 1 14-14h72a14 14 0 0 1 14 14v30" fill="none" stroke="#fff" stroke-width="16"/><rect x="-140" y="5" width="280" height="10" fill="C"/><rect x="-20" y="-5" width="40" height="30" rx="6" fill="#fff" stroke="C" stroke-width="6"/>`,
  laptopUser: `<circle cy="-60" r="45" fill="#fff"/><path d="M-90 70a90 80 0 0 1 180 0z" fill="#fff"/><path d="M-120 60h240l-20 40h-200z" fill="#fff" opacity=".8"/>`,
  badge: `<circle r="100" fill="#fff"/><path d="M-45 0l32 32 60-65" fill="none" stroke="C" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`,
  people: `<g fill="#fff"><circle cx="-90" cy="-40" r="32"/><circle cx="90" cy="-40" r="32"/><path d="M-145 90a55 60 0 0 1 110 0z"/><path d="M35 90a55 60 0 0 1 110 0z"/><circle cy="-65" r="40"/><path d="M-70 100a70 80 0 0 1 140 0z"/></g>`,
  calendar: `<rect x="-120" y="-90" width="240" height="200" rx="14" fill="#fff"/><rect x="-120" y="-90" width="240" height="50" rx="14" fill="C" opacity=".6"/><rect x="-75" y="-115" width="16" height="45" rx="8" fill="#fff"/><rect x="59" y="-115" width="16" height="45" rx="8" fill="#fff"/><g fill="C"><rect x="-90" y="-20" width="40" height="30"/><rect x="-20" y="-20" width="40" height="30"/><rect x="50" y="-20" width="40" height="30"/><rect x="-90" y="35" width="40" height="30"/><rect x="-20" y="35" width="40" height="30"/></g>`,
  heart: `<path d="M0 100C-60 50-130 5-130 -45a65 65 0 0 1 130 -20 65 65 0 0 1 130 20C130 5 60 50 0 100z" fill="#fff"/>`,
  search: `<circle cx="-25" cy="-25" r="75" fill="none" stroke="#fff" stroke-width="26"/><rect x="40" y="25" width="36" height="110" rx="14" fill="#fff" transform="rotate(-45 58 80)"/>`,
  box: `<path d="M0 -110l120 50v130L0 120-120 70v-130z" fill="#fff"/><path d="M0 -10v130M0 -10l120-50M0 -10l-120-50" fill="none" stroke="C" stroke-width="8"/>`,
};

const ICON_BY_SUB_CATEGORY: Record<string, string> = {
  Phones: 'phone',
  Computers: 'laptop',
  TVs: 'tv',
  Cameras: 'camera',
  Audio: 'speaker',
  'Other Electronics': 'plug',
  Cars: 'car',
  Motorcycles: 'motorcycle',
  Trucks: 'truck',
  Boats: 'boat',
  Parts: 'gear',
  'Other Vehicles': 'truck',
  'For Sale': 'house',
  'For Rent': 'house',
  Commercial: 'building',
  Land: 'pin',
  'Other Property': 'building',
  Men: 'shirt',
  Women: 'dress',
  Kids: 'kids',
  Shoes: 'shoe',
  Accessories: 'watch',
  'Other Fashion': 'fabric',
  Furniture: 'sofa',
  Appliances: 'fridge',
  Decor: 'pot',
  Garden: 'plant',
  Tools: 'tools',
  'Other Home': 'pot',
  Fitness: 'dumbbell',
  Sports: 'ball',
  Outdoor: 'tent',
  Books: 'books',
  Music: 'music',
  'Other Leisure': 'board',
  'Full-time': 'briefcase',
  'Part-time': 'briefcase',
  Contract: 'briefcase',
  Internship: 'briefcase',
  Remote: 'laptopUser',
  'Other Jobs': 'briefcase',
  Business: 'badge',
  Creative: 'camera',
  Domestic: 'house',
  Educational: 'books',
  Health: 'heart',
  'Other Services': 'gear',
  Events: 'calendar',
  Classes: 'books',
  Volunteers: 'people',
  'Lost & Found': 'search',
  'Other Community': 'people',
  Other: 'box',
};

/** Deterministic 32-bit PRNG (mulberry32): the same seed draws the same numbers on every run. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** The title before any ' - ' detail, wrapped on words into at most two lines of ~26 characters. */
export function titleLines(title: string, maxChars = 26): string[] {
  const short = title.split(' - ')[0] ?? title;
  const lines: string[] = [];
  let current = '';
  for (const word of short.split(/\s+/)) {
    if (!current) current = word;
    else if (current.length + 1 + word.length <= maxChars) current += ` ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= 2) return lines;
  const second = `${lines[1]} ${lines.slice(2).join(' ')}`;
  return [lines[0] ?? '', `${second.slice(0, maxChars - 1).trimEnd()}…`];
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export type DemoImageInput = { category: string; subCategory: string; title: string; index: number; count: number };

/** An 800x600 SVG: gradient background, a few soft circles, the icon (moved per photo) and the title. */
export function demoImageSvg({ category, subCategory, title, index, count }: DemoImageInput): string {
  const [dark, light] = PALETTES[category] ?? PALETTES.Other ?? ['#333333', '#999999'];
  const icon = (ICONS[ICON_BY_SUB_CATEGORY[subCategory] ?? 'box'] ?? '').replaceAll('"C"', `"${dark}"`);
  const random = createRandom(hash(title) + index * 7919);
  const circles = Array.from({ length: 4 }, () => {
    const x = Math.round(random() * DEMO_IMAGE_WIDTH);
    const y = Math.round(random() * 460);
    const r = Math.round(40 + random() * 140);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.05 + random() * 0.1).toFixed(2)}"/>`;
  }).join('');
  // Each photo of a listing shows the object a little differently: position, size and tilt.
  const cx = 400 + (index === 0 ? 0 : Math.round((random() - 0.5) * 260));
  const cy = 235 + (index === 0 ? 0 : Math.round((random() - 0.5) * 60));
  const scale = index === 0 ? 1.15 : (0.85 + random() * 0.4).toFixed(2);
  const tilt = index === 0 ? 0 : Math.round((random() - 0.5) * 24);
  const angle = (index * 37) % 4;
  const gradient = [
    'x1="0" y1="0" x2="1" y2="1"',
    'x1="1" y1="0" x2="0" y2="1"',
    'x1="0" y1="0" x2="0" y2="1"',
    'x1="0" y1="1" x2="1" y2="0"',
  ][angle];
  const lines = titleLines(title);
  const fontSize = lines.some((line) => line.length > 22) ? 36 : 40;
  const firstY = lines.length === 1 ? 548 : 527;
  const text = lines.map((line, i) => `<text x="400" y="${firstY + i * 46}" text-anchor="middle">${escapeXml(line)}</text>`).join('');
  const badge =
    count > 1 ? `<text x="770" y="44" text-anchor="end" font-size="22" fill="#fff" opacity=".85">${index + 1}/${count}</text>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" viewBox="0 0 800 600">
<defs><linearGradient id="g" ${gradient}><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>${circles}
<g transform="translate(${cx} ${cy}) rotate(${tilt}) scale(${scale})">${icon}</g>
<rect y="478" width="800" height="122" fill="#000" opacity=".28"/>
<g font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#fff">${text}</g>
<g font-family="DejaVu Sans, sans-serif">
<text x="30" y="44" font-size="22" fill="#fff" opacity=".85">${escapeXml(`${category} · ${subCategory}`)}</text>${badge}</g>
</svg>`;
}

/** Renders the SVG once at 800x600 into a JPEG that goes through the same pipeline as an upload. */
export async function renderDemoImage(input: DemoImageInput): Promise<Buffer> {
  return sharp(Buffer.from(demoImageSvg(input)))
    .jpeg({ quality: 85, mozjpeg: false })
    .toBuffer();
}
