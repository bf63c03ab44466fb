import { BRAND } from './ids';
import type { RosterSpec, Tier } from './wrestler-factory';

// Apex Wrestling Entertainment: the big TV promotion. Two main-roster brands and a developmental one.
export const AWE_TIER: Tier = { cost: 600, followers: 50_000 };
const FOUNDRY_TIER: Tier = { cost: 250, followers: 15_000 };

export const onslaughtRoster: RosterSpec = {
  brandIds: [BRAND.ONSLAUGHT],
  tier: AWE_TIER,
  men: {
    top: 95,
    bottom: 42,
    rows: [
      ['Thaddeus Crane', 'WRESTLER', 'GOOD', 'Final Ascent', 'tulsa'],
      ['Vance Holloway', 'BRUISER', 'BAD', 'Dead Weight Powerbomb', 'houston'],
      ['Dominic Varga', 'SPECIALIST', 'NEUTRAL', 'Varga Vice', 'budapest'],
      ['Cassius Drummond', 'FIGHTER', 'GOOD', 'Thunderclap Knee', 'detroit'],
      ['Tobias Wrenfield', 'CRUISER', 'GOOD', 'Kestrel Dive', 'portland'],
      ['Grayson Pike', 'BRUISER', 'BAD', 'Pike Drop', 'pittsburgh'],
      ['Odell Quarles', 'GIANT', 'BAD', 'Landslide Chokeslam', 'memphis'],
      ['Lucian Farrow', 'WRESTLER', 'BAD', 'Arrowhead Cutter', 'boston'],
      ['Rafael Solano', 'FIGHTER', 'GOOD', 'Sunset Stretch', 'sanantonio'],
      ['Jasper Kincaid', 'WRESTLER', 'GOOD', 'Highland Clutch', 'glasgow'],
      ['Nate Bramwell', 'BOXER', 'NEUTRAL', 'Haymaker Hook', 'leeds'],
      ['Desmond Okafor', 'FIGHTER', 'GOOD', 'Lagos Lariat', 'lagos'],
      ['Silas Kettering', 'BRUISER', 'BAD', 'Cauldron Slam', 'cleveland'],
      ['Rory Callister', 'CRUISER', 'GOOD', 'Callister Cutter', 'dublin'],
    ],
  },
  women: {
    top: 92,
    bottom: 45,
    rows: [
      ['Seraphina Vex', 'WRESTLER', 'BAD', 'Hexbreaker', 'lasvegas'],
      ['Marisol Ybarra', 'FIGHTER', 'GOOD', 'Isla Breaker', 'sanjuan'],
      ['Delphine Ashby', 'SPECIALIST', 'NEUTRAL', 'Silk Noose', 'montreal'],
      ['Briar Holt', 'CRUISER', 'GOOD', 'Bramble Press', 'nashville'],
      ['Tamsin Rook', 'BRUISER', 'BAD', 'Checkmate Bomb', 'newcastle'],
      ['Kendra Oduya', 'FIGHTER', 'GOOD', 'Savanna Kick', 'nairobi'],
      ['Piper Lindqvist', 'WRESTLER', 'NEUTRAL', 'Nordic Bridge', 'stockholm'],
    ],
  },
};

export const uprisingRoster: RosterSpec = {
  brandIds: [BRAND.UPRISING],
  tier: AWE_TIER,
  men: {
    top: 94,
    bottom: 42,
    rows: [
      ['Lorenzo Castellano', 'WRESTLER', 'GOOD', 'Bellissimo Bomb', 'naples'],
      ['Hollis Stroud', 'GIANT', 'BAD', 'Burial Slam', 'anchorage'],
      ['Jude Vickers', 'BOXER', 'BAD', 'Knockout Cross', 'birmingham'],
      ['Malik Sterling', 'FIGHTER', 'GOOD', 'Silver Bullet Knee', 'atlanta'],
      ['Ezra Calder', 'CRUISER', 'GOOD', 'Zephyr Splash', 'seattle'],
      ['Gunnar Stahl', 'BRUISER', 'BAD', 'Steelworks Suplex', 'berlin'],
      ['Reuben Ashcroft', 'WRESTLER', 'NEUTRAL', 'Ember Lock', 'liverpool'],
      ['Santiago Vela', 'CRUISER', 'GOOD', 'Candle Star Press', 'monterrey'],
      ['Ignacio Barrera', 'SPECIALIST', 'BAD', 'Barrera Bind', 'guadalajara'],
      ['Beau Tillman', 'BRUISER', 'GOOD', 'Harvest Slam', 'omaha'],
      ['Colt Marrow', 'WRESTLER', 'BAD', 'Boneyard Driver', 'boise'],
      ['Idris Fenwick', 'FIGHTER', 'NEUTRAL', 'Fen Fire Kick', 'cardiff'],
      ['Anton Wierzbicki', 'GIANT', 'BAD', 'Vistula Slam', 'warsaw'],
      ['Mateo Quintana', 'CRUISER', 'GOOD', 'Golden Arrow', 'tijuana'],
    ],
  },
  women: {
    top: 91,
    bottom: 44,
    rows: [
      ['Aurora Blaise', 'WRESTLER', 'GOOD', 'Blaze of Glory', 'phoenix'],
      ['Noemi Sandoval', 'FIGHTER', 'BAD', 'Sandstorm Driver', 'albuquerque'],
      ['Greta Halvorsen', 'BRUISER', 'NEUTRAL', 'Fjord Bomb', 'oslo'],
      ['Imogen Castell', 'SPECIALIST', 'BAD', 'Portcullis Lock', 'belfast'],
      ['Jada Whitfield', 'CRUISER', 'GOOD', 'Whirlwind Cutter', 'charlotte'],
      ['Sienna Marchetti', 'WRESTLER', 'GOOD', 'Tuscan Twist', 'chicago'],
      ['Maeve Donnelly', 'FIGHTER', 'GOOD', 'Emerald Driver', 'dublin'],
    ],
  },
};

export const foundryRoster: RosterSpec = {
  brandIds: [BRAND.FOUNDRY],
  tier: FOUNDRY_TIER,
  men: {
    top: 72,
    bottom: 18,
    rows: [
      ['Knox Everhart', 'WRESTLER', 'GOOD', 'Heartland Driver', 'kansascity'],
      ['Dorian Slate', 'BRUISER', 'BAD', 'Slate Wipe', 'richmond'],
      ['Kai Nakoa', 'CRUISER', 'GOOD', 'Big Wave Splash', 'honolulu'],
      ['Reggie Boateng', 'FIGHTER', 'NEUTRAL', 'Kumasi Kick', 'accra'],
      ['Bram Ostrowski', 'GIANT', 'BAD', 'Avalanche Bomb', 'milwaukee'],
      ['Felix Garnier', 'SPECIALIST', 'NEUTRAL', 'Garnier Guillotine', 'lyon'],
      ['Tyrell Mercer', 'BOXER', 'GOOD', 'Uppercut Express', 'baltimore'],
      ['Logan Pryce', 'WRESTLER', 'BAD', 'Pryce Drop', 'scranton'],
      ['Emmett Rhys', 'CRUISER', 'GOOD', 'Rhys Rocket', 'cardiff'],
      ['Jett Alvarado', 'CRUISER', 'BAD', 'Jet Lag', 'miami'],
      ['Oskar Lindgren', 'WRESTLER', 'NEUTRAL', 'Viking Bridge', 'helsinki'],
      ['Hank Dobbins', 'BRUISER', 'GOOD', 'Farmhand Slam', 'wheeling'],
    ],
  },
  women: {
    top: 68,
    bottom: 20,
    rows: [
      ['Zara Quill', 'WRESTLER', 'GOOD', 'Quill Driver', 'toronto'],
      ['Lexi Dunmore', 'FIGHTER', 'BAD', 'Dunmore Dropkick', 'buffalo'],
      ['Priya Raman', 'SPECIALIST', 'GOOD', 'Lotus Lock', 'mumbai'],
      ['Colette Vasseur', 'CRUISER', 'NEUTRAL', 'Fleur Press', 'montreal'],
      ['Ruby Tran', 'CRUISER', 'GOOD', 'Gemstone Cutter', 'houston'],
      ['Wren Albright', 'BRUISER', 'BAD', 'Albright Bomb', 'denver'],
    ],
  },
};
