import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MIN_RUMBLE_ENTRANTS } from '../../../application/rumble/create-rumble';
import type { ChampionshipGender } from '../../../domain/entities/enums';
import { isRumbleEligible, RUMBLE_SIZE } from '../../../domain/rules/rumble-entrants';
import { useGame } from '../../game/game-context';
import { useServices } from '../../services-context';
import type { RumblesData } from './use-rumbles-data';
import { messageOf } from '../../errors/message-of';

export interface RumbleFields {
  name: string;
  date: string;
  gender: ChampionshipGender;
  /** Empty means every brand. */
  brandIds: number[];
  championshipId: number | null;
  /** Entrants in entry order. */
  entryIds: number[];
  /** How many entrants "Fill" brings the field up to. */
  size: number;
}

/** The create form's fields, what they allow, and its two writes-through-use-cases: draw and create. */
export function useRumbleForm(data: RumblesData) {
  const { rumbles, logger } = useServices();
  const { game } = useGame();
  const navigate = useNavigate();
  const known = new Set(data.brands.map((b) => b.id));
  const [fields, setFields] = useState<RumbleFields>(() => ({
    name: '',
    date: game.date,
    gender: game.gender,
    brandIds: game.brandIds.filter((id) => known.has(id)),
    championshipId: null,
    entryIds: [],
    size: RUMBLE_SIZE,
  }));
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'fill' | 'create' | null>(null);
  const busyRef = useRef(false);

  const eligible = useMemo(
    () => data.wrestlers.filter((w) => isRumbleEligible(w, { gender: fields.gender, brandIds: fields.brandIds })),
    [data.wrestlers, fields.gender, fields.brandIds],
  );
  const available = eligible.filter((w) => !fields.entryIds.includes(w.id));
  const fillCount = Math.max(0, Math.min(fields.size - fields.entryIds.length, available.length));

  /** A new division or brand list keeps only the entrants who still fit, and says who left. */
  const reshape = (changes: Pick<RumbleFields, 'gender' | 'brandIds'> & Partial<RumbleFields>) => {
    const fits = new Set(data.wrestlers.filter((w) => isRumbleEligible(w, changes)).map((w) => w.id));
    const kept = fields.entryIds.filter((id) => fits.has(id));
    const dropped = fields.entryIds.length - kept.length;
    setNotice(dropped > 0 ? `${dropped} chosen ${dropped === 1 ? 'entrant does' : 'entrants do'} not fit the new field and left it.` : '');
    setFields({ ...fields, ...changes, entryIds: kept });
  };

  const guard = async (kind: 'fill' | 'create', work: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(kind);
    try {
      await work();
      setError(null);
    } catch (cause) {
      logger.error(kind === 'fill' ? 'Could not draw rumble entrants' : 'Could not create the rumble', cause);
      setError(messageOf(cause));
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  };

  const problems = [
    ...(fields.date ? [] : ['Choose a date.']),
    ...(fields.entryIds.length >= MIN_RUMBLE_ENTRANTS
      ? []
      : [`Choose at least ${MIN_RUMBLE_ENTRANTS} entrants (${fields.entryIds.length} chosen so far).`]),
  ];

  return {
    fields,
    eligible,
    available,
    fillCount,
    notice,
    error,
    busy,
    problems,
    set: (changes: Partial<Pick<RumbleFields, 'name' | 'date' | 'size'>>) => setFields({ ...fields, ...changes }),
    setGender: (gender: ChampionshipGender) => reshape({ gender, brandIds: fields.brandIds }),
    toggleBrand: (id: number | null) =>
      reshape({
        gender: fields.gender,
        brandIds: id === null ? [] : fields.brandIds.includes(id) ? fields.brandIds.filter((b) => b !== id) : [...fields.brandIds, id],
      }),
    /** A title brings its division and brands (as creating the rumble would default them). */
    setChampionship: (id: number | null) => {
      const title = data.championships.find((c) => c.id === id);
      reshape({ championshipId: title ? title.id : null, gender: title?.gender ?? fields.gender, brandIds: title?.brandIds.length ? [...title.brandIds] : fields.brandIds });
    },
    add: (id: number) => !fields.entryIds.includes(id) && setFields({ ...fields, entryIds: [...fields.entryIds, id] }),
    remove: (id: number) => setFields({ ...fields, entryIds: fields.entryIds.filter((e) => e !== id) }),
    clear: () => setFields({ ...fields, entryIds: [] }),
    fill: () =>
      guard('fill', async () => {
        const drawn = await rumbles.draw({ gender: fields.gender, brandIds: fields.brandIds, count: fillCount, excludeIds: fields.entryIds });
        setFields((now) => ({ ...now, entryIds: [...now.entryIds, ...drawn.filter((id) => !now.entryIds.includes(id))] }));
        setNotice(`Added ${drawn.length} random ${drawn.length === 1 ? 'entrant' : 'entrants'}.`);
      }),
    create: () =>
      guard('create', async () => {
        if (problems.length > 0) throw new Error(problems.join(' '));
        const { name, date, gender, brandIds, championshipId, entryIds } = fields;
        const rumble = await rumbles.create({ name, date, gender, brandIds, championshipId, entryIds });
        navigate(`/rumbles/${rumble.id}`);
      }),
  };
}

export type RumbleForm = ReturnType<typeof useRumbleForm>;
