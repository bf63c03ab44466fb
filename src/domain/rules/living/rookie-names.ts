/**
 * Issue 36 item 1: the words new talent is made of (rookies.ts). Names are invented for the game:
 * first names, surnames and ring-name words combined at random, so a decade's rookies rarely share
 * a name; hometowns are real places (a wrestler is billed from somewhere a fan knows).
 */

export const ROOKIE_MALE_FIRST: readonly string[] = [
  'Arlo', 'Bram', 'Cade', 'Dax', 'Emrys', 'Fenn', 'Gideon', 'Hollis', 'Idris', 'Jory', 'Kestrel', 'Lachlan',
  'Marek', 'Nico', 'Orrin', 'Pax', 'Quill', 'Rafe', 'Soren', 'Tobin', 'Ulric', 'Vance', 'Wes', 'Xander',
  'Yorick', 'Zeke', 'Caspian', 'Thane', 'Rory', 'Tate', 'Bodhi', 'Cormac', 'Dorian', 'Ezra', 'Fletch', 'Grady',
];

export const ROOKIE_FEMALE_FIRST: readonly string[] = [
  'Ada', 'Briar', 'Cleo', 'Dahlia', 'Elodie', 'Fable', 'Greer', 'Harlow', 'Indie', 'Juno', 'Kaia', 'Lark',
  'Maren', 'Nova', 'Odette', 'Pippa', 'Quinn', 'Rhea', 'Saoirse', 'Tamsin', 'Una', 'Vesper', 'Wren', 'Xena',
  'Yara', 'Zola', 'Marlowe', 'Sable', 'Tilda', 'Ember', 'Isla', 'Liora', 'Nell', 'Opal', 'Roux', 'Sloane',
];

export const ROOKIE_LAST: readonly string[] = [
  'Ashgrove', 'Blackwell', 'Calloway', 'Draven', 'Ellery', 'Fairweather', 'Grimsby', 'Hartigan', 'Ironside',
  'Jessup', 'Kingsley', 'Lockhart', 'Merriman', 'Northcott', 'Oakes', 'Penrose', 'Quarrie', 'Redfern',
  'Stroud', 'Thornbury', 'Underhill', 'Vantrease', 'Whitlock', 'Yardley', 'Ashby', 'Brannock', 'Corrigan',
  'Devereux', 'Eastwick', 'Fallon', 'Garroway', 'Halloran', 'Kilbride', 'Marchetti', 'Okafor', 'Sandoval',
  'Takeda', 'Varga', 'Moreau', 'Lindqvist',
];

/** Ring names a few rookies take instead of their own. */
export const ROOKIE_RING_FIRST: readonly string[] = ['Rowdy', 'Lightning', 'Iron', 'Midnight', 'Savage', 'Golden', 'Wild', 'Diamond', 'Crimson', 'Thunder'];
export const ROOKIE_RING_LAST: readonly string[] = ['Kid', 'Valkyrie', 'Ronin', 'Comet', 'Phoenix', 'Viper', 'Jackal', 'Tempest', 'Maverick', 'Banshee'];

/** [billed from, region, country]. */
export const ROOKIE_HOMETOWNS: readonly (readonly [string, string, string])[] = [
  ['Columbus, Ohio', 'Midwest', 'United States'],
  ['Tulsa, Oklahoma', 'South', 'United States'],
  ['Spokane, Washington', 'Northwest', 'United States'],
  ['Savannah, Georgia', 'South', 'United States'],
  ['Albuquerque, New Mexico', 'Southwest', 'United States'],
  ['Providence, Rhode Island', 'Northeast', 'United States'],
  ['Winnipeg, Manitoba', 'Prairies', 'Canada'],
  ['Halifax, Nova Scotia', 'Atlantic', 'Canada'],
  ['Monterrey, Nuevo León', 'North', 'Mexico'],
  ['Puebla, Puebla', 'Centre', 'Mexico'],
  ['Sendai, Miyagi', 'Tohoku', 'Japan'],
  ['Fukuoka, Fukuoka', 'Kyushu', 'Japan'],
  ['Leeds, England', 'North', 'United Kingdom'],
  ['Cardiff, Wales', 'Wales', 'United Kingdom'],
  ['Cork, Munster', 'Munster', 'Ireland'],
  ['Düsseldorf, North Rhine-Westphalia', 'West', 'Germany'],
  ['Perth, Western Australia', 'West', 'Australia'],
  ['Auckland', 'North Island', 'New Zealand'],
  ['San Juan', 'Puerto Rico', 'United States'],
  ['Lagos', 'Lagos', 'Nigeria'],
];

export const ROOKIE_FINISHERS: readonly string[] = [
  'Rookie Mistake', 'Fresh Start', 'First Impression', 'Wake-Up Call', 'Breakthrough', 'Rising Tide', 'Open Door',
  'Springboard Cutter', 'Cradle Piledriver', 'Top-Rope Senton', 'Rolling Cutter', 'Bridging Pin',
];
