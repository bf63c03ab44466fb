// Invented word lists for generated records. Any likeness to a real performer is chance.

export const MALE_FIRST = ['Brock', 'Dante', 'Rex', 'Marco', 'Silas', 'Tyson', 'Axel', 'Jonah', 'Victor', 'Cole', 'Ezra', 'Knox', 'Luca', 'Otis', 'Ramon'];
export const FEMALE_FIRST = ['Nova', 'Ivy', 'Sasha', 'Rena', 'Mila', 'Jade', 'Lyra', 'Tessa', 'Kira', 'Vera', 'Piper', 'Zoe', 'Alba', 'Skye', 'Gemma'];
export const LAST = ['Steele', 'Vance', 'Blackwood', 'Cross', 'Ramos', 'Hart', 'Kane', 'Ortega', 'Frost', 'Maddox', 'Quinn', 'Reyes', 'Sterling', 'Voss', 'Wilde'];
export const RING_NAMES = ['The Foreman', 'Iron Lotus', 'El Relámpago', 'Night Owl', 'The Glacier', 'Big Sal', 'Copperhead', 'Lady Thunder'];

export const MOVE_ADJECTIVES = ['Crimson', 'Final', 'Falling', 'Spinning', 'Twisted', 'Northern', 'Silent', 'Burning'];
export const MOVE_NOUNS = ['Driver', 'Lariat', 'Bomb', 'Cutter', 'Clutch', 'Elbow', 'Splash', 'Suplex'];

export const PLACES: readonly { city: string; country: string; region: string }[] = [
  { city: 'Harbor City', country: 'USA', region: 'East' },
  { city: 'Red Mesa', country: 'USA', region: 'West' },
  { city: 'Lakeport', country: 'Canada', region: 'Ontario' },
  { city: 'Monterrey', country: 'Mexico', region: 'Nuevo León' },
  { city: 'Osaka', country: 'Japan', region: 'Kansai' },
  { city: 'Manchester', country: 'UK', region: 'North West' },
  { city: 'Dublin', country: 'Ireland', region: 'Leinster' },
  { city: 'Perth', country: 'Australia', region: 'Western Australia' },
  { city: 'Cologne', country: 'Germany', region: 'North Rhine-Westphalia' },
  { city: 'São Paulo', country: 'Brazil', region: 'Southeast' },
];

export const VENUE_SUFFIXES: readonly { suffix: string; capacity: [number, number] }[] = [
  { suffix: 'Arena', capacity: [8_000, 20_000] },
  { suffix: 'Dome', capacity: [40_000, 80_000] },
  { suffix: 'Civic Center', capacity: [2_000, 8_000] },
  { suffix: 'Ballroom', capacity: [500, 2_000] },
  { suffix: 'Stadium', capacity: [30_000, 70_000] },
];

export const TITLE_ADJECTIVES = ['World', 'Continental', 'National', 'Global', 'Pacific', 'Atlantic', 'Heritage', 'Premier'];
export const TITLE_NOUNS = ['Heavyweight', 'Openweight', 'Television', 'Junior Heavyweight', 'Cruiserweight', 'Hardcore'];

export const SHOW_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const SHOW_NOUNS = ['Mayhem', 'Uprising', 'Collision', 'Showdown', 'Thunder', 'Rampage', 'Clash', 'Fury'];
export const EVENT_ADJECTIVES = ['Summer', 'Winter', 'Final', 'Grand', 'Iron', 'Golden', 'Savage', 'Royal'];

export const BRAND_WORDS = ['Apex', 'Vortex', 'Titan', 'Crown', 'Ember', 'Nexus', 'Havoc', 'Zenith', 'Onyx', 'Pulse'];
export const COMPANY_SUFFIXES = ['Wrestling Alliance', 'Pro Wrestling', 'Championship Wrestling', 'Wrestling Federation'];
export const FACTION_NOUNS = ['Syndicate', 'Wolves', 'Brotherhood', 'Order', 'Outlaws', 'Vipers', 'Kingdom', 'Union'];
