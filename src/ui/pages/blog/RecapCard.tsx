import { Fragment, useId } from 'react';
import { Card, Caption1, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { Recap, RecapMatch } from '../../../application/blog';
import { formatLongDate } from '../../../domain/dates';
import { formatCompact, formatMoney } from '../../../domain/format';
import { FACTS_STYLE } from '../../components/facts-style';
import { RatingStars } from '../../components/rating';
import { RouteLink } from '../../components/RouteLink';
import { TextWithWrestlerLinks, WrestlerLinks } from '../../components/WrestlerLink';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  byline: { color: tokens.colorNeutralForeground3 },
  facts: {
    ...FACTS_STYLE,
    '& dd': { ...FACTS_STYLE['& dd'], display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  },
  text: { margin: 0, maxWidth: '70ch' },
  lead: { margin: 0, maxWidth: '70ch', fontWeight: tokens.fontWeightSemibold },
  storylines: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** Sides as the recap names them, each member a link to their page when the recap knows who they are (issue 35). */
function Sides({ names, people, joiner }: { names: readonly string[]; people: readonly (readonly { id: number; name: string }[])[]; joiner: string }) {
  return (
    <>
      {names.map((name, i) => {
        const members = people[i] ?? [];
        const linked = members.length > 0 && members.map((m) => m.name).join(' & ') === name;
        return (
          <Fragment key={i}>
            {i > 0 && joiner}
            {linked ? <WrestlerLinks people={members} /> : name}
          </Fragment>
        );
      })}
    </>
  );
}

function Winners({ match }: { match: RecapMatch | null }) {
  if (!match) return <>No match on the card</>;
  if (match.winners.length > 0) return <Sides names={match.winners} people={match.winnerPeople} joiner=", " />;
  return <>{match.draw ? 'Draw' : 'No winner'}</>;
}

/** One completed production as a short article: headline, facts, the story, and a way to the show. */
export function RecapCard({ recap }: { recap: Recap }) {
  const styles = useStyles();
  const headingId = useId();
  const date = formatLongDate(recap.date);
  const best = recap.bestSegment;
  // Issue 35: a name in the recap's sentences opens the wrestler's page (a recap kept from before has no list).
  const people = recap.people ?? [];
  return (
    <Card className={styles.card} role="article" aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId}>
        {recap.headline}
      </Subtitle1>
      <Caption1 className={styles.byline}>
        {recap.promotion && `${recap.promotion.name}${recap.promotion.rival ? ' (rival)' : ''} · `}
        {recap.showName} · {date} · {recap.venue ?? 'No venue booked'}
      </Caption1>
      {recap.lead && (
        <Text as="p" className={styles.lead}>
          <TextWithWrestlerLinks text={recap.lead} people={people} />
        </Text>
      )}
      <dl className={styles.facts} aria-label="Results">
        <dt>Main event winner</dt>
        <dd><Winners match={recap.mainEvent} /></dd>
        <dt>Best segment</dt>
        <dd>
          {best ? (
            <>
              <span>
                {best.kindName}: <Sides names={best.sides} people={best.sidePeople} joiner=" vs " />
              </span>
              <RatingStars rating={best.rating} />
            </>
          ) : (
            'None rated'
          )}
        </dd>
        <dt>Viewers</dt>
        <dd title={recap.viewers.toLocaleString('en-US')}>{formatCompact(recap.viewers)}</dd>
        <dt>Attendance</dt>
        <dd>{recap.attendance.toLocaleString('en-US')}</dd>
        <dt>Payout</dt>
        <dd>{formatMoney(recap.payout)}</dd>
      </dl>
      {recap.paragraphs.map((paragraph) => (
        <Text as="p" key={paragraph} className={styles.text}>
          <TextWithWrestlerLinks text={paragraph} people={people} />
        </Text>
      ))}
      {recap.storylines.length > 0 && (
        <>
          <Text weight="semibold">Storylines</Text>
          <ul className={styles.storylines} aria-label="Storylines">
            {recap.storylines.map((storyline, i) => (
              <li key={i}>
                <Text><TextWithWrestlerLinks text={storyline} people={people} /></Text>
              </li>
            ))}
          </ul>
        </>
      )}
      <RouteLink to={`/production/${recap.productionId}`} label={`Open the production: ${recap.showName} on ${date}`}>
        Open the production
      </RouteLink>
    </Card>
  );
}
