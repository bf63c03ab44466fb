import { BRAND, VWU_BRANDS } from './ids';
import type { StaffRow, Tier } from './wrestler-factory';

/** Staff who work the same brands, paid on the same tier. */
export interface StaffGroup {
  brandIds: number[];
  tier: Tier;
  rows: readonly StaffRow[];
}

const AWE: Tier = { cost: 600, followers: 50_000 };
const VWU: Tier = { cost: 400, followers: 25_000 };
const TENRAI: Tier = { cost: 300, followers: 12_000 };
const NPW: Tier = { cost: 80, followers: 1_500 };
const { ONSLAUGHT, UPRISING, FOUNDRY } = BRAND;

// Owners and general managers direct the brands; commentators, referees and interviewers work
// the shows. Each is billed with the finisher of their own ring days.
export const staffGroups: readonly StaffGroup[] = [
  { brandIds: [ONSLAUGHT, UPRISING, FOUNDRY], tier: AWE, rows: [
    ['Conrad Blackmoor', 'OWNER', 'MALE', 'Boardroom Bomb', 'brooklyn'],
    ['Earl Tidwell', 'REFEREE', 'MALE', 'Tidwell Trip', 'louisville'],
  ] },
  { brandIds: [ONSLAUGHT], tier: AWE, rows: [
    ['Victoria Ashdown', 'AUTHORITY', 'FEMALE', 'Executive Order', 'boston'],
    ['Jackie Pembroke', 'COMMENTATOR', 'FEMALE', 'Pembroke Piledriver', 'cardiff'],
    ['Lou Petrillo', 'REFEREE', 'MALE', 'Jersey Jawbreaker', 'newark'],
  ] },
  { brandIds: [UPRISING], tier: AWE, rows: [
    ['Harlan Briggs', 'AUTHORITY', 'MALE', 'Briggs Backbreaker', 'denver'],
    ['Rudy Castellanos', 'COMMENTATOR', 'MALE', 'Castellanos Cross', 'miami'],
    ['Dana Whitcombe', 'REFEREE', 'FEMALE', 'Whitcombe Whip', 'halifax'],
    ['Nina Albarran', 'INTERVIEWER', 'FEMALE', 'Albarran Arm Drag', 'sanantonio'],
  ] },
  { brandIds: [ONSLAUGHT, UPRISING], tier: AWE, rows: [
    ['Milton Ferris', 'COMMENTATOR', 'MALE', 'Ferris Wheel', 'chicago'],
    ['Trevor Dane', 'COMMENTATOR', 'MALE', 'Dane Drop', 'toronto'],
  ] },
  { brandIds: [ONSLAUGHT, FOUNDRY], tier: AWE, rows: [
    ['Kelsey Dunbar', 'INTERVIEWER', 'FEMALE', 'Dunbar Dropkick', 'seattle'],
  ] },
  { brandIds: [FOUNDRY], tier: AWE, rows: [
    ['Desiree Mott', 'AUTHORITY', 'FEMALE', 'Mott Moonsault', 'atlanta'],
    ['Sam Albrecht', 'COMMENTATOR', 'MALE', 'Albrecht Arm Trap', 'milwaukee'],
    ['Marco Benassi', 'REFEREE', 'MALE', 'Roman Candle', 'naples'],
  ] },
  { brandIds: VWU_BRANDS, tier: VWU, rows: [
    ['Gordon Achterberg', 'OWNER', 'MALE', 'Corner Office Crash', 'philadelphia'],
    ['Benny Ruiz', 'COMMENTATOR', 'MALE', 'Ruiz Rana', 'sanantonio'],
    ['Phil Garrity', 'COMMENTATOR', 'MALE', 'Garrity Guillotine', 'pittsburgh'],
    ['Renata Solis', 'COMMENTATOR', 'FEMALE', 'Solis Sunset', 'lasvegas'],
    ['Gil Navarro', 'REFEREE', 'MALE', 'Navarro Neckbreaker', 'tampa'],
    ['Paulette Greene', 'REFEREE', 'FEMALE', 'Greenlight Slam', 'columbus'],
    ['Tasha Merriweather', 'INTERVIEWER', 'FEMALE', 'Merriweather Flip', 'baltimore'],
  ] },
  { brandIds: [BRAND.SURGE], tier: VWU, rows: [
    ['Lydia Carraway', 'AUTHORITY', 'FEMALE', 'Carraway Clutch', 'charlotte'],
  ] },
  { brandIds: [BRAND.TENRAI], tier: TENRAI, rows: [
    ['Shigeo Kumada', 'OWNER', 'MALE', 'Great Bear Slam', 'tokyo'],
    ['Haruki Mitarai', 'COMMENTATOR', 'MALE', 'Mitarai Sleeper', 'yokohama'],
    ['Noboru Sakamaki', 'COMMENTATOR', 'MALE', 'Sakamaki Suplex', 'osaka'],
    ['Kazuo Umezawa', 'REFEREE', 'MALE', 'Plum Blossom Roll', 'kyoto'],
    ['Isamu Tokuda', 'REFEREE', 'MALE', 'Tokuda Toss', 'nagoya'],
    ['Mayumi Aoki', 'INTERVIEWER', 'FEMALE', 'Blue Tree Cradle', 'sendai'],
  ] },
  { brandIds: [BRAND.NPW], tier: NPW, rows: [
    ['Walt Duchene', 'OWNER', 'MALE', 'Duchene Driver', 'pittsburgh'],
    ['Marv Bellamy', 'COMMENTATOR', 'MALE', 'Bellamy Bulldog', 'erie'],
    ['Ginny Szabo', 'COMMENTATOR', 'FEMALE', 'Szabo Scissors', 'cleveland'],
    ['Stan Kowal', 'REFEREE', 'MALE', 'Kowal Cradle', 'scranton'],
    ['Rita Ferrante', 'REFEREE', 'FEMALE', 'Ferrante Facebuster', 'youngstown'],
    ['Jordy Yates', 'INTERVIEWER', 'MALE', 'Yates Yank', 'akron'],
  ] },
];
