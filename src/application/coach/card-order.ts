import { kindOrDefault } from '../../domain/catalog/segment-kinds';
import type { Stored } from '../../domain/entities/base';
import type { Production } from '../../domain/entities/production';
import { expectedRating, suggestCardOrder, type CardOrderSuggestion } from '../../domain/rules/coach';
import { createRunningOrder } from '../segments/running-order';
import { requireProduction } from '../segments/segment-records';
import type { UseCaseDeps } from '../deps';
import { readCoachCard } from './coach-scene';

export interface CardOrderAdvice {
  productionId: number;
  current: number[];
  /** null when the card already runs in the coach's order (or has no match). */
  suggestion: (CardOrderSuggestion & { labels: string[] }) | null;
}

/** Query: the running order that best fits the show, with why (issue 17 item 6). */
export function createSuggestCardOrder({ repos }: Pick<UseCaseDeps, 'repos'>) {
  return async (productionId: number): Promise<CardOrderAdvice> => {
    const production = await requireProduction(repos, productionId);
    const card = await readCoachCard(repos, production);
    const byId = new Map(card.segments.map((s) => [s.id, s]));
    const label = (id: number, index: number) => `Segment ${index + 1}: ${kindOrDefault(byId.get(id)?.type ?? 'DEFAULT').name}`;
    const current = production.segmentIds.filter((id) => card.drafts.has(id));
    const suggestion = suggestCardOrder(
      current.map((id, index) => {
        const draft = card.drafts.get(id)!;
        return { id, label: label(id, index), type: draft.type, competition: kindOrDefault(draft.type).competition, rating: expectedRating(draft, card.scene).rating };
      }),
    );
    return {
      productionId,
      current,
      suggestion: suggestion && { ...suggestion, labels: suggestion.order.map((id) => label(id, current.indexOf(id))) },
    };
  };
}

/** Action: runs the card in the given order, through the running order's own use case. */
export function createApplyCardOrder(deps: Pick<UseCaseDeps, 'unitOfWork'>) {
  const { reorderSegments } = createRunningOrder(deps);
  return (input: { productionId: number; order: readonly number[] }): Promise<Stored<Production>> =>
    reorderSegments({ productionId: input.productionId, segmentIds: input.order });
}
