import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CAREER_STATS, type CareerView } from '../../../application/careers';
import { formatLongDate } from '../../../domain/dates';
import { formatCompact, formatMoney, formatPoints, formatStat } from '../../../domain/format';
import { InjuryBadge } from '../../components/InjuryBadge';
import { SectionCard } from '../../components/SectionCard';
import { labelOf, names, recordText, streakText } from './career-labels';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingVerticalM },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, fontVariantNumeric: 'tabular-nums' },
  badges: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const STAT_LABELS: Record<(typeof CAREER_STATS)[number], string> = {
  points: 'Points', popularity: 'Popularity', charisma: 'Charisma', morale: 'Morale', stamina: 'Stamina', damage: 'Damage',
};

/** A description list of facts (term, then detail), named for assistive technology. */
export function Facts({ label, rows }: { label: string; rows: [string, string][] }) {
  const styles = useStyles();
  return (
    <dl className={styles.facts} aria-label={label}>
      {rows.map(([term, detail]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.detail}>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who the wrestler is, their contract, stats (read capped at 100) and record. */
export function CareerProfile({ view }: { view: CareerView }) {
  const styles = useStyles();
  const { profile, record } = view;
  return (
    <SectionCard title="Profile">
      <div className={styles.badges}>
        {view.titles.map((t) => (
          <Badge key={t.id} appearance="filled" color="warning">
            Champion: {t.name}
          </Badge>
        ))}
        <InjuryBadge wrestler={profile} size="medium" />
        {profile.retired && <Badge appearance="outline">Retired</Badge>}
        {!profile.retired && !profile.active && <Badge appearance="outline">Inactive</Badge>}
      </div>
      <div className={styles.grid}>
        <Facts
          label="Who"
          rows={[
            ['Class', labelOf(profile.class)],
            ['Alignment', labelOf(profile.alignment)],
            ['Division', labelOf(profile.gender)],
            ['Brand', profile.brandNames.join(', ') || 'No brand'],
            ['Finisher', profile.finisher || '—'],
            ['Followers', formatCompact(profile.followers)],
          ]}
        />
        <Facts
          label="Contract"
          rows={[
            ['Status', labelOf(profile.status)],
            ['Contract', labelOf(profile.contractType)],
            ['Expires', profile.contractExpires ? formatLongDate(profile.contractExpires) : '—'],
            ['Appearances left', String(profile.remainingAppearances)],
            ['Cost', `${formatMoney(profile.cost)} per appearance`],
          ]}
        />
        <Facts label="Stats" rows={CAREER_STATS.map((key) => [STAT_LABELS[key], key === 'points' ? formatPoints(profile.stats[key]) : formatStat(profile.stats[key])])} />
        <Facts
          label="Record"
          rows={[
            ['Record (W-L-D)', recordText(record)],
            ['Streak', streakText(record.streak)],
            ['Titles held', view.titles.length ? names(view.titles) : 'None'],
            ['Reigns', String(view.reigns.length)],
          ]}
        />
      </div>
      <Text size={200} className={styles.term}>
        The record counts every result, exhibitions and tournaments included; the history below lists the show segments.
      </Text>
    </SectionCard>
  );
}
