import type { Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import { GAME_ID } from '../../domain/entities/game';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { writeEdit } from '../edits/as-read';
import { readGame } from '../game';
import { BrandInputError, BrandMessages, checkBrandInput, tidyBrandInput, type BrandErrors, type BrandInput } from './brand-input';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Creates or edits a brand after checking it (name given and unique, director on file, colours
 * valid). One unit of work: the checks read what the write relies on, and a new brand joins the
 * game's brand list in the same transaction (docs/decisions-championships-brands.md).
 */
/** The saved brand, and the game's brand list after the save (a new brand may have joined it). */
export interface SavedBrand {
  brand: Stored<Brand>;
  gameBrandIds: number[];
}

export function createSaveBrand({ unitOfWork }: { unitOfWork: UnitOfWork }) {
  return async (raw: BrandInput): Promise<SavedBrand> => {
    const input = tidyBrandInput(raw);
    const early = checkBrandInput(input);
    if (Object.keys(early).length > 0) throw new BrandInputError(early);

    return unitOfWork.run(async (repos) => {
      const errors: BrandErrors = {};
      const brands = await repos.Brand.all();
      const twin = brands.find((b) => b.id !== input.id && sameName(b.name, input.name));
      if (twin) errors.name = BrandMessages.nameTaken(twin.name);
      if (input.directorId !== null && !(await repos.Wrestler.get(input.directorId))) errors.directorId = BrandMessages.directorMissing;
      if (Object.keys(errors).length > 0) throw new BrandInputError(errors);

      const fields: Partial<Brand> = {
        name: input.name,
        directorId: input.directorId,
        color: input.color,
        backgroundColor: input.backgroundColor,
        ...(input.desc !== undefined ? { desc: input.desc } : {}),
      };
      const game = await readGame(repos);
      const gameBrandIds = game?.brandIds ?? [];
      // An edit of a missing brand rejects with the catalogue's "Record with id … not found"; one
      // opened from a record (issue 14) writes only what the player changed, if nobody changed it since.
      if (input.id !== undefined && input.asRead) return { brand: await writeEdit(repos.Brand, input.asRead, fields), gameBrandIds };
      if (input.id !== undefined) return { brand: await repos.Brand.update(input.id, fields), gameBrandIds };

      const brand = await repos.Brand.create(fields);
      // An empty list already means every brand; a chosen list gains the new one.
      if (gameBrandIds.length === 0) return { brand, gameBrandIds };
      const joined = [...gameBrandIds, brand.id];
      await repos.Game.update(GAME_ID, { brandIds: joined });
      return { brand, gameBrandIds: joined };
    });
  };
}
