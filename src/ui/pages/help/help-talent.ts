import type { HelpSection } from './help-types';

/** Issue 18 item 4: the war for talent, in the player's words. */
export const talentSection: HelpSection = {
  id: 'talent-war',
  title: 'The talent war',
  blocks: [
    'When you run one promotion under living rules, the others are rivals: they renew the wrestlers they value, let the others go, sign free agents when their rosters are short, and court your wrestlers whose contracts end within six weeks.',
    {
      list: [
        'An offer shows on the Talent war page with what the rival pays, what the wrestler asks to stay and what they cost now. Counter re-signs them at the offer’s money (or their asking price, if more), if the brand’s balance covers the contract.',
        'Let go (it asks first) lets the wrestler leave: they join the rival when the contract ends, and the quick renewal will not keep them. An offer you never answer ends the same way.',
        'Poach offers 10% over what the rival would pay to keep one of their wrestlers whose contract ends within eight weeks. Happier wrestlers stay more often; a refusal means they will not talk for four weeks. Accepted, they join your brand at once.',
        'Every move between promotions is listed with the reason, and the difficulty chosen at the new game sets how often rivals offer and sign.',
      ],
    },
  ],
  links: [{ to: '/talent', label: 'Talent war' }, { to: '/free-agents', label: 'Free agents' }],
};
