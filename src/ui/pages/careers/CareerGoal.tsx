import { Field, Select, Text } from '@fluentui/react-components';
import type { CareerView } from '../../../application/careers';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';

interface CareerGoalProps {
  view: CareerView;
  busy: boolean;
  onSet: (championshipId: number) => void;
  onClear: () => void;
}

const NONE = '';

/** SPEC §4 goals: one championship to chase, or none. */
export function CareerGoal({ view, busy, onSet, onClear }: CareerGoalProps) {
  const { goal, goalOptions } = view;
  // A goal set on a title since retired stays listed, so the box still says what it is.
  const options = goal && !goalOptions.some((c) => c.id === goal.id) ? [goal, ...goalOptions] : goalOptions;
  return (
    <SectionCard title="Goal">
      <Text as="p">
        {goal ? `Chasing the ${goal.name}.` : 'No goal: choose the championship this wrestler chases.'}
      </Text>
      {options.length === 0 ? (
        <Text as="p">
          No active championship for this division. Add one in the <RouteLink to="/dashboard">CMS</RouteLink>.
        </Text>
      ) : (
        <Field label="Championship goal">
          <Select
            value={goal ? String(goal.id) : NONE}
            disabled={busy}
            onChange={(_, data) => (data.value === NONE ? onClear() : onSet(Number(data.value)))}
          >
            <option value={NONE}>No goal</option>
            {options.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </SectionCard>
  );
}
