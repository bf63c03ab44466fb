import type { SegmentDetails } from '../../../application/segments';
import type { Stored } from '../../../domain/entities/base';
import type { Championship } from '../../../domain/entities/championship';
import type { Wrestler } from '../../../domain/entities/wrestler';
import { segmentFitsTitle, sidesFitTitle, competitorSides } from '../../../domain/rules/title-fit';

export interface TitleOption {
  title: Stored<Championship>;
  /** "Bo Reed & Cy Moss", or "Vacant". */
  holders: string;
  /** Why the title cannot be defended in the segment as it stands; null when it can. */
  misfit: string | null;
}

export interface TitleOptions {
  /** The titles on the line, each with why it cannot be won as the teams stand (if so). */
  onCard: TitleOption[];
  /** Active titles of the production's brands that could be added: those that fit first. */
  fitting: TitleOption[];
  misfits: TitleOption[];
}

type People = ReadonlyMap<number, Stored<Wrestler>>;

const holderNames = (title: Championship, wrestlers: People): string =>
  title.wrestlerIds.map((id) => wrestlers.get(id)?.name ?? `#${id}`).join(' & ') || 'Vacant';

const ofBrands = (title: Championship, brandIds: readonly number[]): boolean =>
  brandIds.length === 0 || title.brandIds.length === 0 || title.brandIds.some((id) => brandIds.includes(id));

/** DESIGN §4, as the title picker shows it: the same rule the toggle use case refuses misfits by. */
export function titleOptions(details: SegmentDetails, championships: readonly Stored<Championship>[], wrestlers: People, brandIds: readonly number[]): TitleOptions {
  const { segment, appearances } = details;
  const byId = new Map(championships.map((title) => [title.id, title]));
  const sides = competitorSides(appearances, wrestlers);
  const onCard = segment.championshipIds.flatMap((id) => {
    const title = byId.get(id);
    if (!title) return [];
    const fit = sidesFitTitle(title, sides);
    return [{ title, holders: holderNames(title, wrestlers), misfit: fit.fits ? null : fit.reason }];
  });
  const offered = championships
    .filter((title) => title.active && !segment.championshipIds.includes(title.id) && ofBrands(title, brandIds))
    .map((title) => {
      const fit = segmentFitsTitle(title, appearances, wrestlers);
      return { title, holders: holderNames(title, wrestlers), misfit: fit.fits ? null : fit.reason };
    });
  return { onCard, fitting: offered.filter((o) => o.misfit === null), misfits: offered.filter((o) => o.misfit !== null) };
}
