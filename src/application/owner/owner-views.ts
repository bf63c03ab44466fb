import type { Stored } from '../../domain/entities/base';
import type { Game } from '../../domain/entities/game';
import type { Award, OwnerObjective, OwnerYear } from '../../domain/entities/owner-season';
import { hasRivals } from '../../domain/entities/promotion';
import type { Wrestler } from '../../domain/entities/wrestler';
import { OBJECTIVE_MEANINGS, progressShare, type ObjectiveKind } from '../../domain/rules/owner/objectives';

/** One objective as the owner's office shows it. */
export interface ObjectiveView {
  kind: string;
  label: string;
  meaning: string;
  met: boolean;
  /** 0–1, for the progress bar. */
  share: number;
  /** "1,050,000 of 1,200,000 viewers". */
  progressText: string;
}

export interface AwardView extends Award {
  title: string;
  /** Issue 35: the wrestlers its winner's words name (a match's or a rivalry's sides), so each name links to their page. */
  people?: { id: number; name: string }[];
}

/** The wrestlers a match's or a rivalry's winner names ("A vs. B at Show"), each once; none for the other awards. */
function namedIn(award: Award, everyone: readonly Stored<Wrestler>[]): { id: number; name: string }[] {
  if (award.category !== 'match' && award.category !== 'rivalry') return [];
  const words = award.winner.split(/ vs\. | & | at /);
  const seen = new Set<string>();
  return everyone.filter((w) => w.name !== '' && words.includes(w.name) && !seen.has(w.name) && seen.add(w.name)).map((w) => ({ id: w.id, name: w.name }));
}

/** This year's objectives (year null: none set yet, or no owner at all when `rivals` is false). */
export interface OwnerOffice {
  rivals: boolean;
  year: number | null;
  objectives: ObjectiveView[];
}

export interface OwnerPage {
  /** Whether the game has an owner (a living game with a chosen promotion, so rivals). */
  rivals: boolean;
  current: OwnerOffice;
  /** Finished years, newest first. */
  verdicts: { year: number; verdict: string; met: number | null; budget: number | null }[];
  /** Awards by year, newest first. */
  awards: { year: number; awards: AwardView[] }[];
  hallOfFame: { wrestlerId: number; name: string; year: number; reason: string }[];
}

const AWARD_TITLES: Record<string, string> = { match: 'Match of the year', wrestler: 'Wrestler of the year', rivalry: 'Rivalry of the year', show: 'Show of the year' };

const count = (value: number): string => Math.round(value).toLocaleString('en-US');
const money = (value: number): string => `${value < 0 ? '-' : ''}$${count(Math.abs(value))}`;

function progressText(objective: OwnerObjective): string {
  const { progress, target } = objective;
  if (objective.kind === 'viewers') return `${count(progress)} of ${count(target)} viewers on average`;
  if (objective.kind === 'money') return `${money(progress)} of ${money(target)}`;
  if (objective.kind === 'prestige') return `${progress.toFixed(2)}★ of ${target.toFixed(2)}★ on average`;
  if (objective.kind === 'war') return `${count(progress)} of ${count(target)} nights won`;
  return `${progress} of ${target}`;
}

export const objectiveView = (objective: OwnerObjective): ObjectiveView => ({
  kind: objective.kind,
  label: objective.label,
  meaning: OBJECTIVE_MEANINGS[objective.kind as ObjectiveKind] ?? '',
  met: objective.met,
  share: progressShare(objective),
  progressText: progressText(objective),
});

const currentYear = (game: Stored<Game>): OwnerYear | undefined =>
  game.ownerYears.find((entry) => entry.year === Number(game.date.slice(0, 4)) && entry.verdict === '');

export function ownerOffice(game: Stored<Game> | undefined): OwnerOffice {
  const year = game && hasRivals(game) ? currentYear(game) : undefined;
  return { rivals: hasRivals(game), year: year?.year ?? null, objectives: year?.objectives.map(objectiveView) ?? [] };
}

/** `people`: the wrestlers to name (the Hall of Fame's members, and for the awards' links everyone the awards may name). */
export function ownerPage(game: Stored<Game> | undefined, people: readonly Stored<Wrestler>[]): OwnerPage {
  const names = new Map(people.map((wrestler) => [wrestler.id, wrestler.name]));
  const newestFirst = <T extends { year: number }>(list: readonly T[]): T[] => [...list].sort((a, b) => b.year - a.year);
  return {
    rivals: hasRivals(game),
    current: ownerOffice(game),
    verdicts: newestFirst((game?.ownerYears ?? []).filter((entry) => entry.verdict !== '')).map((entry) => ({
      year: entry.year, verdict: entry.verdict, met: entry.met ?? null, budget: entry.budget ?? null,
    })),
    awards: newestFirst(game?.awards ?? []).map((entry) => ({
      year: entry.year,
      awards: entry.awards.map((award) => ({ ...award, title: AWARD_TITLES[award.category] ?? award.category, people: namedIn(award, people) })),
    })),
    hallOfFame: newestFirst(game?.hallOfFame ?? []).map((entry) => ({ ...entry, name: names.get(entry.wrestlerId) ?? 'Unknown' })),
  };
}
