import { Text } from '@fluentui/react-components';
import type { CareerView } from '../../../application/careers';
import { addDays, formatLongDate } from '../../../domain/dates';
import { FAREWELL } from '../../../domain/rules/living/farewell';
import { STAY } from '../../../domain/rules/living/retirement-delay';
import { SectionCard } from '../../components/SectionCard';
import { AskToStay } from './AskToStay';

const pct = (share: number): string => `${Math.round(share * 100)}%`;

/**
 * Issue 36 (living rules): an announced retirement on the wrestler's page: the last day, the
 * farewell week, and asking them to stay (the chance and what it is made of, then their answer).
 */
export function RetirementCard({ view, onChanged }: { view: CareerView; onChanged: () => void }) {
  const { retirement: r, profile } = view;
  if (!r) return null;
  if (r.retired) {
    return (
      <SectionCard title="Retirement">
        <Text as="p">{`${profile.name} retired on ${formatLongDate(r.retiresOn)}.`}</Text>
        {r.answer && <Text as="p">{`Asked to stay on ${formatLongDate(r.askedToStay)}: ${r.answer}`}</Text>}
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Retirement">
      <Text as="p" weight="semibold">{`${profile.name} has announced retirement: the last day is ${formatLongDate(r.retiresOn)}.`}</Text>
      <Text as="p">
        {`A match on a card from ${formatLongDate(addDays(r.retiresOn, -FAREWELL.days))} until then is the farewell: the card marks it, and the booker gives rivals' retiring wrestlers one.`}
      </Text>
      {r.answer && <Text as="p">{`Asked to stay on ${formatLongDate(r.askedToStay)}: ${r.answer}`}</Text>}
      {r.cannotAsk === null ? (
        <>
          <Text as="p" size={200}>
            {`The chance of a yes: ${pct(STAY.base)} × ${r.factors.map((f) => `${f.factor} (${f.label.toLowerCase()})`).join(' × ')} = ${pct(r.chance)}, never under ${pct(STAY.min)} or over ${pct(STAY.max)}. A yes delays the day by ${STAY.minWeeks}–${STAY.maxWeeks} weeks.`}
          </Text>
          <div>
            <AskToStay id={profile.id} name={profile.name} chance={r.chance} onAnswered={onChanged} />
          </div>
        </>
      ) : (
        !r.answer && <Text as="p" size={200}>{r.cannotAsk}</Text>
      )}
    </SectionCard>
  );
}
