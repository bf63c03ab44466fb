import { VWU_BRANDS } from './ids';
import type { RosterSpec } from './wrestler-factory';

// Vanguard Wrestling Union: the cable challenger. One shared roster works both weekly shows.
export const vwuRoster: RosterSpec = {
  brandIds: VWU_BRANDS,
  tier: { cost: 400, followers: 25_000 },
  men: {
    top: 94,
    bottom: 34,
    rows: [
      ['Lazarus Crowe', 'WRESTLER', 'NEUTRAL', 'Resurrection DDT', 'neworleans'],
      ['Declan Murtagh', 'BOXER', 'BAD', 'Clover Crusher', 'belfast'],
      ['Dario Valente', 'CRUISER', 'GOOD', 'Valente Verdict', 'buenosaires'],
      ['Abel Whitlock', 'BRUISER', 'GOOD', 'Timber Drop', 'louisville'],
      ['Cyrus Mendel', 'SPECIALIST', 'BAD', 'Genome Lock', 'philadelphia'],
      ['Tor Haugland', 'GIANT', 'NEUTRAL', 'Fjordquake', 'oslo'],
      ['Elijah Strand', 'WRESTLER', 'GOOD', 'Strand Stretch', 'stlouis'],
      ['Quentin Rourke', 'FIGHTER', 'BAD', 'Rourke Roundhouse', 'newark'],
      ['Drake Mallory', 'WRESTLER', 'BAD', 'Mallory Maul', 'columbus'],
      ['Saul Ferreira', 'FIGHTER', 'NEUTRAL', 'Samba Kick', 'saopaulo'],
      ['Bodhi Marsh', 'CRUISER', 'GOOD', 'Lotus Dive', 'sydney'],
      ['Theo Brandt', 'BRUISER', 'GOOD', 'Firebrand Lariat', 'hamburg'],
      ['Luca Ferraro', 'CRUISER', 'BAD', 'Iron Kiss', 'naples'],
      ['Milo Danforth', 'CRUISER', 'GOOD', 'Danforth Dive', 'portland'],
      ['Roscoe Pruitt', 'BRUISER', 'BAD', 'Pruitt Press', 'memphis'],
      ['Arlo Whitaker', 'WRESTLER', 'GOOD', 'Whitaker Wheel', 'nashville'],
      ['Nico Ardent', 'CRUISER', 'NEUTRAL', 'Ardent Arc', 'tampa'],
      ['Kellan Rusk', 'FIGHTER', 'GOOD', 'Rusk Rush', 'halifax'],
      ['Barnaby Thistle', 'BRUISER', 'NEUTRAL', 'Thistle Throw', 'glasgow'],
      ['Tucker Ridley', 'WRESTLER', 'BAD', 'Ridley Rack', 'fresno'],
    ],
  },
  women: {
    top: 90,
    bottom: 38,
    rows: [
      ['Octavia Lane', 'WRESTLER', 'BAD', 'Lane Change', 'saltlake'],
      ['Camila Fuentes', 'FIGHTER', 'GOOD', 'Fuentes Fury', 'santiago'],
      ['Hazel Brightwater', 'SPECIALIST', 'GOOD', 'Brightwater Bind', 'auckland'],
      ['Stella Voss', 'BRUISER', 'BAD', 'Voss Vise', 'vienna'],
      ['Juno Marlowe', 'CRUISER', 'GOOD', 'Marlowe Moonsault', 'brooklyn'],
      ['Tabitha Grieve', 'WRESTLER', 'BAD', "Widow's Veil", 'erie'],
      ['Lena Kowalczyk', 'FIGHTER', 'NEUTRAL', 'Krakow Kick', 'warsaw'],
      ['Esme Dunlap', 'CRUISER', 'GOOD', 'Dunlap Dive', 'richmond'],
      ['Ayla Demir', 'SPECIALIST', 'NEUTRAL', 'Bosphorus Lock', 'istanbul'],
    ],
  },
};
