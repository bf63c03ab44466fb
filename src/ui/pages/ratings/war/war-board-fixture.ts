import type { WarBoard } from '../../../../application/war';

/** A war of two promotions over two nights (the second a forfeit), for screen tests. */
export const WAR_BOARD: WarBoard = {
  rivals: true,
  year: 2026,
  nights: [
    {
      night: '2026-12-02', week: '2026-11-29', winnerCompanyId: 2, winner: 'Rival Co', forfeit: true,
      shows: [
        { productionId: 12, showId: 2, show: 'Away Weekly', companyId: 2, promotion: 'Rival Co', share: 1, viewers: 900_000, won: true, player: false },
        { productionId: null, showId: 1, show: 'Home Weekly', companyId: 1, promotion: 'Player Co', share: null, viewers: null, won: false, player: true },
      ],
    },
    {
      night: '2026-11-25', week: '2026-11-22', winnerCompanyId: 1, winner: 'Player Co', forfeit: false,
      shows: [
        { productionId: 10, showId: 1, show: 'Home Weekly', companyId: 1, promotion: 'Player Co', share: 0.56, viewers: 2_100_000, won: true, player: true },
        { productionId: 11, showId: 2, show: 'Away Weekly', companyId: 2, promotion: 'Rival Co', share: 0.44, viewers: 1_000_000, won: false, player: false },
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
