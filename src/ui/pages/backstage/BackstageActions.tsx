import { useId } from 'react';
import { Button, Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentCheckmarkRegular, HeartPulseRegular } from '@fluentui/react-icons';
import { formatLongDate } from '../../../domain/dates';
import type { IsoDate } from '../../../domain/entities/base';
import { SectionCard } from '../../components/SectionCard';
import { HEAL_AMOUNTS } from './backstage-format';
import { formatMoney } from '../../../domain/format';
import { TREATMENT } from '../../../domain/rules/treatment';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  hint: { color: tokens.colorNeutralForeground3, margin: 0 },
});

interface BackstageActionsProps {
  date: IsoDate;
  busy: boolean;
  /** Index into HEAL_AMOUNTS. */
  healIndex: number;
  onHealIndex: (index: number) => void;
  onCheckContracts: () => void;
  onHealEveryone: () => void;
}

/** The roster-wide actions: contract checks and healing, with what each does spelled out. */
export function BackstageActions({ date, busy, healIndex, onHealIndex, onCheckContracts, onHealEveryone }: BackstageActionsProps) {
  const styles = useStyles();
  const contractsHint = useId();
  const healHint = useId();
  return (
    <SectionCard title="Actions">
      <div className={styles.row}>
        <Button icon={<DocumentCheckmarkRegular />} disabled={busy} onClick={onCheckContracts} aria-describedby={contractsHint}>
          Check contracts
        </Button>
        <Text as="p" id={contractsHint} className={styles.hint}>
          Signed wrestlers whose contract has ended by {formatLongDate(date)} become free agents with no brand.
        </Text>
      </div>
      <div className={styles.row}>
        <Field label="Damage healed per click">
          <Select value={String(healIndex)} onChange={(_, data) => onHealIndex(Number(data.value))}>
            {HEAL_AMOUNTS.map((amount, i) => (
              <option key={amount.label} value={i}>
                {amount.label}
              </option>
            ))}
          </Select>
        </Field>
        <Button icon={<HeartPulseRegular />} disabled={busy} onClick={onHealEveryone} aria-describedby={healHint}>
          Heal everyone
        </Button>
        <Text as="p" id={healHint} className={styles.hint}>
          Treats every wrestler on your roster by that much damage (never below 0); each row&apos;s Heal treats one. Treatment
          costs {formatMoney(TREATMENT.costPerPoint)} a point, paid by the wrestler&apos;s brand, and under living rules the wrestler
          then rests, out of action a day for every {TREATMENT.pointsPerDay} points. You see the price before you pay.
        </Text>
      </div>
    </SectionCard>
  );
}
