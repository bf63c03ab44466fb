import { BRAND } from './ids';
import type { RosterSpec } from './wrestler-factory';

// Tenrai Pro Wrestling: the Japanese-style promotion, with its aces, juniors, young lions and
// a few touring foreigners.
export const tenraiRoster: RosterSpec = {
  brandIds: [BRAND.TENRAI],
  tier: { cost: 300, followers: 12_000 },
  men: {
    top: 94,
    bottom: 28,
    rows: [
      ['Ryoga Amagi', 'WRESTLER', 'GOOD', 'Tenku Bridge', 'tokyo'],
      ['Genzo Kurogane', 'BRUISER', 'BAD', 'Kurogane Lariat', 'nagoya'],
      ['Tatsuki Mogami', 'SPECIALIST', 'NEUTRAL', 'Mogami Clutch', 'sendai'],
      ['Bastion Kroll', 'GIANT', 'BAD', 'Black Forest Bomb', 'hamburg'],
      ['Seiji Hinode', 'FIGHTER', 'GOOD', 'Dawnbreaker Knee', 'fukuoka'],
      ['Masaru Kiriyama', 'WRESTLER', 'NEUTRAL', 'Mist Valley Suplex', 'sapporo'],
      ['Teppei Todoroki', 'BRUISER', 'GOOD', 'Thunder Roar Lariat', 'osaka'],
      ['Orson Vale', 'BRUISER', 'BAD', 'Outback Piledriver', 'melbourne'],
      ['Koa Tavita', 'GIANT', 'BAD', 'Island Crusher', 'apia'],
      ['Hayate Kazama', 'CRUISER', 'GOOD', 'Gale Star Press', 'yokohama'],
      ['Ikki Sakuragi', 'FIGHTER', 'BAD', 'Cherry Blossom Buster', 'hiroshima'],
      ['Shunsuke Tokiwa', 'WRESTLER', 'GOOD', 'Evergreen Lock', 'saitama'],
      ['Rintaro Yukimura', 'CRUISER', 'BAD', 'Snowfall Driver', 'niigata'],
      ['Taiga Hayama', 'FIGHTER', 'BAD', 'Fang Knee', 'kumamoto'],
      ['Jin Asahina', 'CRUISER', 'NEUTRAL', 'Morning Glory Cutter', 'kyoto'],
      ['Kyosuke Kamiya', 'SPECIALIST', 'BAD', 'Divine Triangle', 'naha'],
      ['Gaku Minase', 'SPECIALIST', 'NEUTRAL', 'Water Margin Armbar', 'shizuoka'],
      ['Kotetsu Onodera', 'BRUISER', 'GOOD', 'Forge Hammer', 'kagoshima'],
      ['Renji Mizushima', 'WRESTLER', 'NEUTRAL', 'Tidal Suplex', 'kobe'],
      ['Yuzuru Nanase', 'CRUISER', 'GOOD', 'Seventh Heaven', 'chiba'],
      ['Sora Ichinose', 'CRUISER', 'GOOD', 'First Light Splash', 'nagano'],
      ['Tomoya Higashiyama', 'WRESTLER', 'GOOD', 'Wisteria Crab', 'aomori'],
      ['Eiji Shinonome', 'WRESTLER', 'GOOD', 'Daybreak Crab', 'kanazawa'],
      ['Wataru Kashiwagi', 'FIGHTER', 'NEUTRAL', 'Oak Leaf Sleeper', 'sendai'],
    ],
  },
  women: {
    top: 88,
    bottom: 35,
    rows: [
      ['Akane Tsurugi', 'WRESTLER', 'GOOD', 'Crimson Blade Bomb', 'tokyo'],
      ['Reika Kagami', 'SPECIALIST', 'BAD', 'Mirror Lock', 'osaka'],
      ['Nanami Oboro', 'BRUISER', 'BAD', 'Hazy Moon Slam', 'nagoya'],
      ['Hotaru Amamiya', 'CRUISER', 'GOOD', 'Firefly Moonsault', 'yokohama'],
      ['Ivy Thornwell', 'BRUISER', 'BAD', 'Thorn Bomb', 'manchester'],
      ['Shizuka Kuon', 'FIGHTER', 'NEUTRAL', 'Eternal Kick', 'sapporo'],
      ['Mirei Sakisaka', 'WRESTLER', 'NEUTRAL', 'Blooming Suplex', 'hiroshima'],
      ['Kokoro Natsume', 'CRUISER', 'GOOD', 'Heartbeat Splash', 'chiba'],
      ['Tsubasa Hiiragi', 'CRUISER', 'GOOD', 'Holly Wing Press', 'fukuoka'],
      ['Yuzuha Hoshizora', 'WRESTLER', 'GOOD', 'Starry Sky Bridge', 'niigata'],
    ],
  },
};
