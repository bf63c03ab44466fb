import type { Stored } from '../../domain/entities/base';
import type { Brand } from '../../domain/entities/brand';
import type { Company } from '../../domain/entities/company';
import { formatLongDate } from '../../domain/dates';
import { formatMoney } from '../../domain/format';
import type { OrderDecision } from '../../domain/rules/living/standing-orders';
import type { ContractTerms } from '../../domain/rules/living/contract-terms';

/** What the player may answer to a decision outside the orders. */
export type DecisionChoice = 'renew' | 'letGo' | 'match' | 'vacate' | 'keep' | 'booker';

export interface DecisionOption {
  choice: DecisionChoice;
  label: string;
  /** What the choice does, in plain words. */
  hint: string;
}

/** A decision as the screen shows it: what, who, what it costs, the answers, and where to act by hand. */
export interface DecisionView {
  key: string;
  kind: OrderDecision['kind'];
  /** "Contract ending: Knox Everhart". */
  heading: string;
  why: string;
  /** What keeping them costs, as money ('' when nothing is paid). */
  cost: string;
  options: DecisionOption[];
  link: { to: string; label: string };
}

const perAppearance = (cost: number): string => `${formatMoney(cost)} an appearance`;

/** "$23,400 an appearance for 52 appearances ($1,216,800 in all), paid by AWE Onslaught (balance $4,120,000)". */
function costLine(terms: ContractTerms, brand: Stored<Brand> | undefined): string {
  const all = `${perAppearance(terms.cost)} for ${terms.appearances} appearances over ${terms.weeks} weeks (${formatMoney(terms.cost * terms.appearances)} in all)`;
  return brand ? `${all}, paid by ${brand.name} as they appear (balance ${formatMoney(brand.balance)}).` : `${all}.`;
}

const ends = (date: string): string => (date ? `on ${formatLongDate(date)}` : 'when the appearances run out');

/** The decisions as the screen shows them, with brand and promotion names. */
export function describeDecisions(decisions: readonly OrderDecision[], brands: readonly Stored<Brand>[], companies: readonly Stored<Company>[]): DecisionView[] {
  const brandOf = (id: number | null) => brands.find((b) => b.id === id);
  return decisions.map((d): DecisionView => {
    switch (d.kind) {
      case 'renewal':
        return {
          key: d.key, kind: d.kind, heading: `Contract ending: ${d.name}`, why: d.why,
          cost: d.canRenew ? `Renewing costs ${costLine(d.terms, brandOf(d.brandId))}` : '',
          options: [
            ...(d.canRenew ? [{ choice: 'renew' as const, label: `Renew for ${perAppearance(d.terms.cost)}`, hint: `${d.name} stays on the terms asked.` }] : []),
            { choice: 'letGo', label: 'Let the contract run out', hint: `${d.name} becomes a free agent ${ends(d.ends)}; rivals may sign them.` },
          ],
          link: { to: '/free-agents', label: 'Contracts and free agents' },
        };
      case 'offer': {
        const rival = companies.find((c) => c.id === d.fromCompanyId)?.name || `Promotion ${d.fromCompanyId}`;
        return {
          key: d.key, kind: d.kind, heading: `Rival offer: ${rival} wants ${d.name}`, why: d.why,
          cost: `Matching costs ${costLine(d.terms, brandOf(d.brandId))}`,
          options: [
            { choice: 'match', label: `Match for ${perAppearance(d.terms.cost)}`, hint: `${d.name} stays; the contract is renewed now.` },
            { choice: 'letGo', label: `Let them go to ${rival}`, hint: `${d.name} joins ${rival} ${ends(d.ends)}.` },
          ],
          link: { to: '/talent', label: 'Talent war' },
        };
      }
      case 'title':
        return {
          key: d.key, kind: d.kind, heading: `Title held by an outsider: ${d.title}`, why: d.why, cost: '',
          options: [
            { choice: 'vacate', label: 'Vacate the title', hint: 'Its reign ends today; the booker puts it up for grabs.' },
            { choice: 'keep', label: 'Keep it as it is', hint: `${d.holders.join(' and ')} keep${d.holders.length === 1 ? 's' : ''} it; your shows cannot defend it.` },
          ],
          link: { to: '/rank/championships', label: 'Championships' },
        };
      case 'card':
        return {
          key: d.key, kind: d.kind, heading: `Card to book: ${d.show}, ${formatLongDate(d.date)}`, why: d.why, cost: '',
          options: [{ choice: 'booker', label: 'Let the booker fill it', hint: 'The booker books this card as it can, this once.' }],
          link: d.productionId !== null
            ? { to: `/production/${d.productionId}`, label: `Book ${d.show} yourself` }
            : { to: `/create-show/${d.showId}/${d.date}`, label: `Book ${d.show} yourself` },
        };
    }
  });
}
