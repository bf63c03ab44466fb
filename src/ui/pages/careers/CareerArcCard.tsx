import { Text } from '@fluentui/react-components';
import type { CareerArc, CareerView } from '../../../application/careers';
import { formatLongDate } from '../../../domain/dates';
import { AGING } from '../../../domain/rules/living/aging';
import { SectionCard } from '../../components/SectionCard';
import { Facts } from './CareerProfile';

const years = (n: number): string => `${n} ${n === 1 ? 'year' : 'years'}`;

/** The stage in words, with what it does to the wrestler each year. */
function stageText(arc: CareerArc): string {
  if (arc.stage === 'growth') return `Growing: points close ${Math.round(AGING.growthPerYear * 100)}% of the gap to the potential each year until the prime`;
  if (arc.stage === 'prime') return 'In the prime: points, stamina and charisma hold until the decline begins';
  return `Declining: points fall ${arc.pointsLostPerYear} a year now (faster each year), stamina comes back only to ${arc.staminaCeiling}; charisma lasts longest`;
}

/** When an age is reached, from today's age: "in 3 years" or "3 years ago". */
function when(age: number | null, at: number): string {
  if (age === null) return '';
  const diff = Math.round(at - age);
  if (diff > 0) return ` (in ${years(diff)})`;
  if (diff < 0) return ` (${years(-diff)} ago)`;
  return ' (this year)';
}

/** Issue 36 (living rules): age, prime and decline (the stage and the years) and potential, each explained. */
export function CareerArcCard({ view }: { view: CareerView }) {
  const { arc, profile } = view;
  if (!arc) return null;
  return (
    <SectionCard title="Career arc">
      <Facts
        label="Career arc"
        rows={[
          ['Age', arc.age === null ? 'Unknown: no date of birth, so this wrestler does not age' : `${arc.age} (born ${formatLongDate(profile.dob)})`],
          ['Stage', stageText(arc)],
          ['Prime', `From age ${arc.primeAge}${when(arc.age, arc.primeAge)}: growth stops, the level holds`],
          ['Decline', `From age ${arc.declineAge}${when(arc.age, arc.declineAge)}, at ${arc.pace}× the usual pace (the usual: ${AGING.declineBase} point a year at first, ${AGING.declineStep} more each year after, at most ${AGING.declineMax})`],
          [
            'Potential',
            arc.potentialSet
              ? `${arc.potential} of 100: the in-ring level ${profile.name} grows toward before the prime`
              : `${arc.potential} of 100: no potential recorded, so today's in-ring level stands for it`,
          ],
        ]}
      />
      <Text size={200}>
        Every wrestler ages on a profile of their own (living rules): growth to the prime, a plateau, then a decline in which
        in-ring skill and stamina go first and charisma last. Retirement grows likelier the longer the decline runs.
      </Text>
    </SectionCard>
  );
}
