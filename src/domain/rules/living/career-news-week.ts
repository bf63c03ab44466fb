import type { IsoDate, Stored } from '../../entities/base';
import type { Brand } from '../../entities/brand';
import { readCareerNews, type CareerNews } from '../../entities/career-news';
import type { Championship } from '../../entities/championship';
import { companyOfWrestler } from '../../entities/promotion';
import { his, type Wrestler } from '../../entities/wrestler';
import { ageOn, formatLongDate } from '../../dates';
import type { WeekWorld } from './week-world';

// Issue 36 (living rules): the week's news about careers and belts, kept (game.careerNews) instead
// of thrown away with the week's lines. Read from what the week changed (the world before and after
// the rules), so the rules that announce, retire and vacate stay as they are. Pure, draws nothing.

const atAge = (w: Pick<Wrestler, 'dob'>, on: IsoDate): string => {
  const age = ageOn(w.dob, on);
  return age === null ? '' : ` at ${age}`;
};

/** "Kip Sabian announced his retirement at 41: his last day is 3 March 2027." */
export const announcementLine = (w: Pick<Wrestler, 'name' | 'gender' | 'dob' | 'retiresOn'>, on: IsoDate): string =>
  `${w.name} announced ${his(w)} retirement${atAge(w, on)}: ${his(w)} last day is ${formatLongDate(w.retiresOn)}.`;

type Ref = Pick<Brand, 'companyId'> & { id: number };

const titleCompany = (title: Pick<Championship, 'brandIds'>, brands: readonly Ref[]): number | null =>
  companyOfWrestler({ brandIds: title.brandIds }, brands);

/**
 * The news of one week: retirements announced and taken (a legend's Hall of Fame entry too), rookies
 * who signed (issue 36: rookieSigningNews) and titles vacated with the reason on their ended reign,
 * dated the week's new day, in that order.
 */
export function careerNewsOfWeek(before: WeekWorld, after: WeekWorld): CareerNews[] {
  const date = after.to;
  const was = new Map(before.wrestlers.map((w) => [w.id, w]));
  const companyOf = (w: Pick<Wrestler, 'brandIds'>) => companyOfWrestler(w, after.brands);
  const news: CareerNews[] = [];
  const line = (kind: CareerNews['kind'], w: Stored<Wrestler> | null, companyId: number | null, text: string, championshipId: number | null = null) =>
    news.push({ date, kind, wrestlerId: w?.id ?? null, championshipId, companyId, text });
  for (const w of after.wrestlers) {
    const old = was.get(w.id);
    if (w.retiresOn && !w.retired && !old?.retiresOn) line('announced', w, companyOf(w), announcementLine(w, date));
  }
  const inducted = new Set((before.game.hallOfFame ?? []).map((e) => e.wrestlerId));
  for (const w of after.wrestlers) {
    const old = was.get(w.id);
    if (!w.retired || !old || old.retired) continue;
    line('retired', w, companyOf(old), `${w.name} retired${atAge(w, date)} after a career of ${w.wins}–${w.losses}–${w.draws} (wins–losses–draws).`);
    const entry = (after.game.hallOfFame ?? []).find((e) => e.wrestlerId === w.id);
    if (entry && !inducted.has(w.id)) line('hallOfFame', w, companyOf(old), `${w.name} enters the Hall of Fame. ${entry.reason}.`);
  }
  // Issue 36: a rookie who arrived as a free agent and signed this week (a rival's market, whatever signed them).
  const moved = new Map((after.game.talentMoves ?? []).filter((m) => m.date === date && m.fromCompanyId === null).map((m) => [m.wrestlerId, m.reason]));
  const signings = after.wrestlers.flatMap((w) => {
    const old = was.get(w.id);
    if (!old || old.status !== 'UNSIGNED' || w.status !== 'SIGNED') return [];
    const brand = after.brands.find((b) => w.brandIds.includes(b.id));
    return [{ wrestlerId: w.id, companyId: companyOf(w), text: moved.get(w.id) ?? `${brand?.name ?? 'A promotion'} signed ${w.name}, a rookie free agent.` }];
  });
  news.push(...rookieSigningNews(before.game.careerNews, signings, date));
  const open = new Set(before.reigns.filter((r) => r.endDate === null).map((r) => r.id));
  const titles = new Map(after.championships.map((c) => [c.id, c]));
  for (const reign of after.reigns) {
    if (reign.endDate === null || !open.has(reign.id)) continue;
    const title = titles.get(reign.championshipId);
    // A reign that ended with a new champion is a title change, not a vacancy.
    if (!title || title.wrestlerIds.length > 0) continue;
    const holder = was.get(reign.wrestlerIds[0] ?? -1) ?? null;
    const reason = reign.endReason || 'the title was given up';
    line('vacated', holder, titleCompany(title, after.brands), `${title.name} is vacant: ${reason}.`, title.id);
  }
  return news;
}

/** The news of the week's rookies once stored (with ids): a free agent arriving, or a brand's intake signing one. */
export function arrivalNews(rookies: readonly Stored<Wrestler>[], brands: readonly (Ref & Pick<Brand, 'name'>)[], date: IsoDate): CareerNews[] {
  return rookies.map((w) => {
    const brand = brands.find((b) => w.brandIds.includes(b.id));
    const who = `${w.name} (${[w.billedFrom, ageOn(w.dob, date)].filter((part) => part !== null && part !== '').join(', ')})`;
    if (w.status === 'SIGNED' && brand) {
      return { date, kind: 'signed' as const, wrestlerId: w.id, championshipId: null, companyId: brand.companyId ?? null, text: `${brand.name} signed ${who} from its developmental intake.` };
    }
    return { date, kind: 'arrived' as const, wrestlerId: w.id, championshipId: null, companyId: null, text: `${who} arrives as a free agent, ready to debut.` };
  });
}

/** A promotion's signing of a free agent: who, for which promotion, in one sentence. */
export interface FreeAgentSigning {
  wrestlerId: number;
  companyId: number | null;
  text: string;
}

/**
 * Issue 36: a rookie's first signing as careers news, once: a signing of a wrestler the news saw
 * arrive as a free agent ('arrived') and never sign ('signed'); anyone else's signing is no debut.
 * Every way a rookie signs writes it: the week (careerNewsOfWeek: rivals' market, the player's
 * standing orders), the player's own offer (contract-actions.ts).
 */
export function rookieSigningNews(stored: unknown, signings: readonly FreeAgentSigning[], date: IsoDate): CareerNews[] {
  const news = readCareerNews(stored);
  const arrived = new Set(news.filter((n) => n.kind === 'arrived').map((n) => n.wrestlerId));
  const signed = new Set(news.filter((n) => n.kind === 'signed').map((n) => n.wrestlerId));
  return signings.flatMap((s): CareerNews[] => {
    if (!arrived.has(s.wrestlerId) || signed.has(s.wrestlerId)) return [];
    signed.add(s.wrestlerId);
    return [{ date, kind: 'signed', wrestlerId: s.wrestlerId, championshipId: null, companyId: s.companyId, text: s.text }];
  });
}
