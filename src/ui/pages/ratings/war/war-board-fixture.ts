import type { WarBoard, WarNightRow } from '../../../../application/war';

/** A war of two promotions over two nights (the second a forfeit), for screen tests. */
export const WAR_BOARD: WarBoard = {
  rivals: true,
  year: 2026,
  nights: [
    {
      night: '2026-12-02', week: '2026-11-29', winnerCompanyId: 2, winner: 'Rival Co', forfeit: true, upset: false,
      reason: 'Home Weekly not played: Away Weekly had the night alone',
      shows: [
        { productionId: 12, showId: 2, show: 'Away Weekly', companyId: 2, promotion: 'Rival Co', share: 1, viewers: 900_000, stars: 2.4, won: true, player: false },
        { productionId: null, showId: 1, show: 'Home Weekly', companyId: 1, promotion: 'Player Co', share: null, viewers: null, stars: null, won: false, player: true },
      ],
    },
    {
      night: '2026-11-25', week: '2026-11-22', winnerCompanyId: 1, winner: 'Player Co', forfeit: false, upset: false,
      reason: "Home Weekly drew 2.1M to Away Weekly's 1M",
      shows: [
        { productionId: 10, showId: 1, show: 'Home Weekly', companyId: 1, promotion: 'Player Co', share: 0.56, viewers: 2_100_000, stars: 3.46, won: true, player: true },
        { productionId: 11, showId: 2, show: 'Away Weekly', companyId: 2, promotion: 'Rival Co', share: 0.44, viewers: 1_000_000, stars: 2, won: false, player: false },
      ],
    },
  ],
  season: {
    year: 2026, nights: 2,
    standings: [
      { companyId: 1, promotion: 'Player Co', nights: 1, share: 0.5, player: true },
      { companyId: 2, promotion: 'Rival Co', nights: 1, share: 0.5, player: false },
    ],
  },
  chart: [
    { companyId: 1, promotion: 'Player Co', points: [{ week: '2026-11-22', won: 1 }, { week: '2026-11-29', won: 1 }] },
    { companyId: 2, promotion: 'Rival Co', points: [{ week: '2026-11-22', won: 0 }, { week: '2026-11-29', won: 1 }] },
  ],
};

/** Issue 35: an upset (the show with fewer viewers won) and a night scored before reasons were kept. */
export const UPSET_NIGHT: WarNightRow = {
  night: '2026-11-18', week: '2026-11-15', winnerCompanyId: 2, winner: 'Rival Co', forfeit: false, upset: true,
  reason: "Upset: Away Weekly's 4.6★ card beat Home Weekly's 1.9★ though it had 12% fewer viewers",
  shows: [
    { productionId: 8, showId: 2, show: 'Away Weekly', companyId: 2, promotion: 'Rival Co', share: 0.51, viewers: 880_000, stars: 4.6, won: true, player: false },
    { productionId: 7, showId: 1, show: 'Home Weekly', companyId: 1, promotion: 'Player Co', share: 0.49, viewers: 1_000_000, stars: 1.9, won: false, player: true },
  ],
};

export const OLD_NIGHT: WarNightRow = {
  night: '2026-11-11', week: '2026-11-08', winnerCompanyId: 1, winner: 'Player Co', forfeit: false, upset: false, reason: null,
  shows: [
    { productionId: 5, showId: 1, show: 'Home Weekly', companyId: 1, promotion: 'Player Co', share: 0.6, viewers: 1_000_000, stars: null, won: true, player: true },
    { productionId: 6, showId: 2, show: 'Away Weekly', companyId: 2, promotion: 'Rival Co', share: 0.4, viewers: 1_200_000, stars: null, won: false, player: false },
  ],
};
