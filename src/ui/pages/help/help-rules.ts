import { formatDuration } from '../../../domain/format';
import type { HelpSection } from './help-types';

// The guide, part two: the numbers behind a result, titles, events and your save.
export const ruleSections: HelpSection[] = [
  {
    id: 'rating',
    title: 'How a segment is rated',
    blocks: [
      'A segment with at least two competitors is rated in stars. Six families of rules add or take away points, and the rating is their total divided by 100. A match with nobody, or one wrestler alone, rates 0. On a production, Why this rating lists every rule that fired.',
      {
        list: [
          'Points: a bonus when someone has 50 or more and when the average is above 50; a large bonus for every wrestler at 90 or more; penalties for anyone at 20 or less, and more for anyone at 0.',
          'Morale: bonuses when someone is at 50 or more, when everyone is at 60 or more, and when the average is above 50; penalties for anyone at 20 or less or at 0.',
          'Popularity: the average counts most, and the bonuses stack as it passes 50, 80, 90 and 95; everyone at 80 or more and a star at 90 or more add more; anyone at 30 or less, and again at 5 or less, costs points.',
          'Alignment: good against bad draws the crowd. A mix of alignments earns a bonus and having no neutral wrestler earns another, but a match where everyone shares one alignment is punished hard.',
          'Streaks: a bonus when a winner is on a streak with a strong record (more wins than losses and more than 10 wins), and a bigger one when every competitor is on a streak.',
          'Styles: a giant against a cruiser, a fighter against a bruiser, and any specialist all help; several teams mixing styles helps; everyone sharing one style hurts.',
          'Charisma: bonuses when someone has 70 or more and when the average is above 50; penalties for anyone at 20 or less or at 0.',
        ],
      },
      'Ratings judge the wrestlers as they walked in, before the result changed their numbers.',
    ],
    links: [{ to: '/ratings', label: 'Ratings' }],
  },
  {
    id: 'viewers',
    title: 'Viewers',
    blocks: [
      'A production’s viewers start from the show’s usual audience. Every wrestler on the card adds to it by their appeal: popularity weighs most, then charisma, stamina, points and morale. The opening and closing segments count a little more, the second and second-to-last a little less.',
      'The total then gets a percentage bonus for what the show offers. Each counts once:',
      {
        caption: 'Viewer bonuses',
        head: ['The show has', 'Bonus'],
        rows: [
          ['Only men, or only women, on the card', '+15%'],
          ['Men and women on the card', '+10%'],
          ['A running time of 90% to 100% of its limit', '+10%'],
          ['A running time over its limit', '−10%'],
          ['A wrestler with 20 points or less; one with more than 80 points; one with charisma above 80', '+10% each'],
          ['A championship match; a promo; a tag match', '+10% each'],
        ],
      },
      'Good matches build an audience: when a production’s matches average more than 2 stars, the show’s usual audience grows by 5% for next time.',
    ],
  },
  {
    id: 'championships',
    title: 'Championships and reigns',
    blocks: [
      'A championship has holders (one, or several for tag titles), belongs to brands, and can be limited to a gender and a points range. Its reigns are its history: who held it, from when to when, and how many times they defended it.',
      {
        list: [
          'When a title match ends, the winners (not their managers) hold the title.',
          'If they already held it, their reign gains a defence. If not, the old reign ends on the show’s date and a new one starts with no defences.',
          'Rumbles with a title on the line update the reign the same way.',
        ],
      },
    ],
    links: [{ to: '/rank/championships', label: 'Rank championships' }, { to: '/reigns', label: 'Reigns' }],
  },
  {
    id: 'rumbles',
    title: 'Rumbles',
    blocks: [
      `A rumble is a battle royal with staggered entries. Start it, then bring entrants in one at a time; every elimination removes one of those still in, credits the others with it, and adds ${formatDuration(60)} to the clock. Eliminations stop when one wrestler is left, and finishing the rumble names them the winner.`,
      'A rumble can carry a championship: its winner starts a new reign with the title, or adds a defence to their reign if they already hold it.',
    ],
    links: [{ to: '/rumbles/start', label: 'Rumbles' }],
  },
  {
    id: 'drafts',
    title: 'Drafts',
    blocks: [
      'A draft signs a wrestler to one of your brands: pick the brand, the wrestler, the number of appearances (52 by default), the contract type and the fee per appearance (the wrestler’s own cost unless you change it).',
      'When the draft is processed the wrestler is signed to that brand, their contract runs for the appearances and dates you chose, and the brand pays the appearances times the fee from its balance in one go.',
    ],
    links: [{ to: '/draft', label: 'Draft' }],
  },
  {
    id: 'saves',
    title: 'Saves and backups',
    blocks: [
      'Your game lives in this browser’s own database, on this device. There is no account and no server: nothing you do leaves the browser, and usage statistics stay on this machine too.',
      {
        list: [
          'Progress is saved as you play; there is no save button.',
          'Settings → Download and backup save writes the whole game to a JSON file. Keep one before big changes, and to move a game to another browser or device.',
          'Settings → Import save reads such a file back. The file is checked first, then replaces the current game in one step, so a bad or interrupted import loses nothing.',
          'Clearing the browser’s site data deletes the game. Back up first.',
          'If the save was made by an older version, a red banner offers to update it.',
        ],
      },
    ],
    links: [{ to: '/settings', label: 'Settings' }],
  },
  {
    id: 'keyboard',
    title: 'Keyboard tips',
    blocks: [
      {
        list: [
          'Tab and Shift+Tab move between controls; Enter or Space presses a button or toggles a switch.',
          'Arrow keys move through the options of a list or dropdown; type to jump to a name; Enter chooses.',
          'Escape closes the menu, a dialog or a pop-up, and hides the guided tutorial.',
          'In a production, Move up and Move down reorder segments; focus stays on the segment you moved.',
          'Here, type in Filter help to narrow the guide; each contents link jumps to its section, and the browser’s Back button returns.',
        ],
      },
    ],
  },
];
