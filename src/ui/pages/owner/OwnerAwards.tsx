import { Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { AwardView, OwnerPage } from '../../../application/owner';
import { RouteLink } from '../../components/RouteLink';
import { SectionCard } from '../../components/SectionCard';
import { TextWithWrestlerLinks, WrestlerLink } from '../../components/WrestlerLink';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  year: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * Where an award links: the wrestler's page; for a match or a rivalry whose names are known, each
 * name to its page (issue 35) and the show to its production; else the production it happened on.
 */
function AwardWinner({ award }: { award: AwardView }) {
  if (award.category === 'wrestler' && award.wrestlerId !== undefined) return <WrestlerLink id={award.wrestlerId} name={award.winner} />;
  const people = award.people ?? [];
  const production = award.productionId !== undefined ? `/production/${award.productionId}` : null;
  if (people.length > 0) {
    const at = award.category === 'match' ? award.winner.lastIndexOf(' at ') : -1;
    if (at >= 0) {
      const show = award.winner.slice(at + 4);
      return (
        <>
          <TextWithWrestlerLinks text={award.winner.slice(0, at)} people={people} /> at {production ? <RouteLink to={production}>{show}</RouteLink> : show}
        </>
      );
    }
    return (
      <>
        <TextWithWrestlerLinks text={award.winner} people={people} />
        {production && <> (<RouteLink to={production}>the payoff</RouteLink>)</>}
      </>
    );
  }
  if (production) return <RouteLink to={production}>{award.winner}</RouteLink>;
  return <>{award.winner}</>;
}

export function OwnerAwards({ awards }: { awards: OwnerPage['awards'] }) {
  const styles = useStyles();
  return (
    <SectionCard title="Awards">
      {awards.length === 0 ? (
        <Text>Awards are given at the end of the year.</Text>
      ) : (
        awards.map((year) => (
          <section key={year.year} className={styles.year} aria-labelledby={`awards-${year.year}`}>
            <Subtitle2 as="h3" id={`awards-${year.year}`}>{year.year}</Subtitle2>
            {year.awards.length === 0 ? (
              <Text>Nothing was rated that year.</Text>
            ) : (
              <ul className={styles.list}>
                {year.awards.map((award) => (
                  <li key={award.category}>
                    <Text weight="semibold">{award.title}:</Text> <AwardWinner award={award} /> <Text size={200}>({award.reason})</Text>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))
      )}
    </SectionCard>
  );
}

export function HallOfFame({ members }: { members: OwnerPage['hallOfFame'] }) {
  const styles = useStyles();
  return (
    <SectionCard title="Hall of Fame">
      <Text size={200}>
        Each year at most two are inducted: a retired wrestler with 300 career wins or more, or one still competing with 600 or more; the most wins go in first.
      </Text>
      {members.length === 0 ? (
        <Text>No one has been inducted yet: the first class is named at the end of the year.</Text>
      ) : (
        <ul className={styles.list}>
          {members.map((member) => (
            <li key={member.wrestlerId}>
              <WrestlerLink id={member.wrestlerId} name={member.name} /> <Text size={200}>(class of {member.year}: {member.reason})</Text>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
