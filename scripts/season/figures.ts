import type { Figures } from './definitions';
import { balanceRatios, emptyCards, losingShowShare, overCapacity, ratedMatches, ratingFigures, viewerRatios } from './figures-shows';
import { bookableDivisions, heldByOutsiders, idleTitles, maxDaysWithoutDefence, maxHeldByOne, minAppearanceShare, misfitReigns, reignLengths } from './figures-titles';
import { repeatedOnCard, repeatedWithinEightWeeks, sentenceRepeatMax } from './figures-stories';

import { rivalBalanceRatios, rivalBookedShare } from './figures-rivals';
import { sharedVenueNights } from './figures-venues';
import { moneyUnexplained } from './figures-money';

import { longUnsignedShare, talentMovesPerYear, talentMovesPerYearMin } from './figures-talent';
import { careerFigures } from './figures-careers';
import { decisionsPerYear, outsiderTitles, playerEmptyCards, playerBrandIdsOf, rosterRatio } from './figures-player';
import { activeRivalriesMin, payoffShare, rivalryPayoffShare } from './figures-rivalries';
import { topNightShare, upsetShare } from './figures-war';
import { bookingFigures } from './figures-booking';
import { runProductions, runReigns, type SeasonRecords } from './season-records';
import { maxOf, minOf, round4 } from './stats-math';
import { mainEventRepeatMax, mainEventStarShare } from './figures-main-events';

/** Every figure of health.json, computed from a run's records (pure; rounded to four decimals). */
export function computeFigures(records: SeasonRecords): Figures {
  const productions = runProductions(records);
  const reigns = runReigns(records);
  const segments = new Map(records.segments.map((s) => [s.id, s]));
  const appearanceById = new Map(records.appearances.map((a) => [a.id, a]));
  const wrestlerById = new Map(records.wrestlers.map((w) => [w.id, w]));
  const lengths = reignLengths(reigns, records.endDate);
  const ratings = ratingFigures(productions, segments);
  const balances = balanceRatios(records.start.brands, records.brands);
  const viewers = viewerRatios(productions, records.start.date, records.endDate);
  const onTheLine = new Set(productions.flatMap((p) => ratedMatches(p, segments).flatMap((s) => s.championshipIds)));
  // Weekly injured shares after the first month; the classic rules injure nobody, so null there.
  const injuries = records.rules === 'living' ? records.weeks.filter((w) => w.week > 4 && w.injuries.roster > 0).map((w) => w.injuries.injured / w.injuries.roster) : null;
  const rivals = rivalBalanceRatios(records);
  const player = playerBrandIdsOf(records);
  const total = (pick: (w: SeasonRecords['weeks'][number]) => number) => records.weeks.reduce((sum, w) => sum + pick(w), 0);
  const figures: Figures = {
    'titles.misfitReigns': misfitReigns(reigns, records.championships, records.wrestlers),
    'titles.maxHeldByOne': maxHeldByOne(records.start.maxHeldByOne, records.weeks),
    'titles.medianReignWeeks': lengths.medianWeeks,
    'titles.shortReignShare': lengths.shortShare,
    'titles.changes': reigns.length,
    'titles.idle': idleTitles(records.championships, onTheLine),
    // Issue 36: belts follow their holders; no active title waits more than 120 days.
    'titles.heldByOutsiders': heldByOutsiders(records.weeks),
    'titles.maxDaysWithoutDefence': maxDaysWithoutDefence(
      records.championships,
      records.reigns,
      productions.flatMap((p) => ratedMatches(p, segments).flatMap((s) => s.championshipIds.map((championshipId) => ({ championshipId, date: p.date })))),
      records.start.date,
      records.endDate,
    ),
    'divisions.minAppearanceShare': minAppearanceShare(bookableDivisions(records.championships, records.start.wrestlers), records.weeks),
    'matches.staffAppearances': total((w) => w.bookings.staff),
    'bookings.unfit': total((w) => w.bookings.unfit),
    'rating.monthlyAvgMin': ratings.monthlyAvgMin,
    'rating.monthlyAvgMax': ratings.monthlyAvgMax,
    'rating.fiveStarShare': ratings.fiveStarShare,
    'rating.negativeShare': ratings.negativeShare,
    'money.losingShowShare': losingShowShare(productions),
    'money.balanceRatioMin': minOf(balances),
    'money.balanceRatioMax': maxOf(balances),
    // Issue 36: every balance change has its ledger line (figures-money.ts; rounded up, never away).
    'money.unexplained': moneyUnexplained(records.weeks),
    'viewers.showRatioMin': minOf(viewers),
    'viewers.showRatioMax': maxOf(viewers),
    'attendance.overCapacity': overCapacity(productions, records.venues),
    // Issue 35: two promotions never hold one building on one night.
    'venues.sharedNights': sharedVenueNights(productions, new Map(records.brands.map((b) => [b.id, b.companyId]))),
    'stats.outOfRange': records.start.outOfRange + total((w) => w.outOfRange),
    'injuries.shareMin': injuries === null ? null : minOf(injuries),
    'injuries.shareMax': injuries === null ? null : maxOf(injuries),
    'storylines.repeatedOnCard': repeatedOnCard(productions, segments),
    'storylines.repeatedWithin8Weeks': repeatedWithinEightWeeks(productions, segments, new Map(records.brands.map((b) => [b.id, b.companyId]))),
    // Issue 36: a promotion's storylines rotate through their templates (card-stories.ts).
    'storylines.sentenceRepeatMax': sentenceRepeatMax(productions, segments, new Map(records.brands.map((b) => [b.id, b.companyId]))),
    'productions.failed': total((w) => w.failed),
    // Issue 33: a card with nobody on it draws no one; the world's booker never runs one.
    'cards.emptyCompleted': emptyCards(productions, segments),
    'log.errors': records.loggedErrors,
    // Issue 17: the classic rules have no rivalries (null); title matches count in either rule set.
    'rivalries.activeMin': records.rules === 'living' ? activeRivalriesMin(records.weeks) : null,
    'ppv.payoffShare': payoffShare(productions, records.shows, segments),
    'ppv.rivalryPayoffShare': rivalryPayoffShare(productions, records.shows, segments),
    // Issue 18: null without rivals.
    'rivals.bookedShare': rivalBookedShare(records),
    'rivals.balanceRatioMin': rivals.min,
    'rivals.balanceRatioMax': rivals.max,

    // Issue 18: null without a contested night (no rivals, or rivals that ran no show).
    'war.topNightShare': topNightShare(productions),
    // Issue 35: null without a night of two played shows.
    'war.upsetShare': upsetShare(productions),
    // Issue 35: airtime, match lengths, presentation segments and rivalry weeks (figures-booking.ts).
    ...bookingFigures(records, productions, segments),

    // Issue 18 item 4: null without rivals (no week sampled).
    'talent.moves': talentMovesPerYear(records.weeks),
    // Issue 36: the market keeps moving every year, and nobody waits years for a contract.
    'talent.movesPerYearMin': talentMovesPerYearMin(records.weeks),
    'talent.longUnsignedShare': longUnsignedShare(records.wrestlers, records.endDate, records.weeks.some((w) => w.talentMoves !== undefined)),
    // Issue 36: who headlines (figures-main-events.ts).
    'booking.mainEventStarShare': mainEventStarShare(productions, segments, appearanceById, wrestlerById),
    'booking.mainEventRepeatMax': mainEventRepeatMax(productions, segments, appearanceById),
    // Issue 36: careers that begin and end (debuts and retirements null under the classic rules).
    ...careerFigures(records),

    // Issue 33: null when the player runs every promotion.
    'player.rosterRatio': rosterRatio(records),
    'player.outsiderTitles': player ? outsiderTitles(records.championships, records.wrestlers, player) : null,
    'player.emptyCards': player ? playerEmptyCards(productions, segments, player) : null,
    'player.decisionsPerYear': decisionsPerYear(records),
    // Issue 36: the save file's size is not in the records; the report sets it once the file is written (season-report.ts).
    'save.mbPerYear': null,
  };
  return Object.fromEntries(Object.entries(figures).map(([name, value]) => [name, round4(value)])) as Figures;
}
