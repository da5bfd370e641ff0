// Words a rodeo network's records are made of, shared by the demo seed and the demo rodeo feed so both
// read like the same circuit. A small seeded generator keeps every run of either one identical.

export const TOWNS: readonly (readonly [city: string, state: string])[] = [
  ['Amarillo', 'TX'],
  ['Stephenville', 'TX'],
  ['San Angelo', 'TX'],
  ['Fort Worth', 'TX'],
  ['Guthrie', 'OK'],
  ['Ada', 'OK'],
  ['Cheyenne', 'WY'],
  ['Cody', 'WY'],
  ['Sheridan', 'WY'],
  ['Rapid City', 'SD'],
  ['Belle Fourche', 'SD'],
  ['Miles City', 'MT'],
  ['Billings', 'MT'],
  ['Great Falls', 'MT'],
  ['Pendleton', 'OR'],
  ['Ellensburg', 'WA'],
  ['Salinas', 'CA'],
  ['Prescott', 'AZ'],
  ['Window Rock', 'AZ'],
  ['Santa Fe', 'NM'],
  ['Greeley', 'CO'],
  ['Dodge City', 'KS'],
  ['Abilene', 'KS'],
  ['North Platte', 'NE'],
  ['Burwell', 'NE'],
  ['Ogden', 'UT'],
  ['Elko', 'NV'],
  ['Caldwell', 'ID'],
  ['Kissimmee', 'FL'],
  ['Sikeston', 'MO'],
];

export const CIRCUITS = [
  'Texas',
  'Prairie',
  'Mountain States',
  'Badlands',
  'Montana',
  'Columbia River',
  'California',
  'Turquoise',
  'Wilderness',
  'Great Lakes',
  'Southeastern',
  'First Frontier',
] as const;

export const RODEO_WORDS = [
  'Stampede',
  'Roundup',
  'Frontier Days',
  'Pro Rodeo',
  'Rodeo Days',
  'Ranch Rodeo',
  'Championship Rodeo',
  'Range Days',
  'Rough Stock Classic',
  'Cowboy Christmas',
] as const;

export const VENUES = [
  'Fairgrounds Arena',
  'Expo Center',
  'Event Center',
  'Memorial Arena',
  'Frontier Park',
  'Round-Up Grounds',
  'Stock Show Coliseum',
  'County Arena',
] as const;

export const FIRST_NAMES = [
  'Wade',
  'Cody',
  'Tuf',
  'Stetson',
  'Ty',
  'Jess',
  'Shad',
  'Lefty',
  'Caleb',
  'Riley',
  'Brody',
  'Kaycee',
  'Hailey',
  'Shali',
  'Jordon',
  'Lisa',
  'Sherry',
  'Ryder',
  'Zeke',
  'Clint',
  'Trevor',
  'Sage',
  'Jacey',
  'Tanner',
] as const;

export const LAST_NAMES = [
  'Harlan',
  'Ramsey',
  'Dunmore',
  'Whitcomb',
  'Cooper',
  'Wright',
  'Mayo',
  'Lockwood',
  'Brazile',
  'Smith',
  'Tryan',
  'Feild',
  'Kimzey',
  'Ortega',
  'Pate',
  'Lord',
  'Thurston',
  'Sheets',
  'Nelson',
  'Cervi',
  'Ruth',
  'Bird',
  'Etbauer',
  'Wills',
] as const;

/** A seeded pseudo-random sequence (mulberry32): the same seed always gives the same records. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** 'YYYY-MM-DD' of a day `days` after `start` ('YYYY-MM-DD'). */
export const addDays = (start: string, days: number): string =>
  new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
