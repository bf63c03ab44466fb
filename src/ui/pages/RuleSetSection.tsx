import { Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { LIVING_CHANGES, describeRuleSet } from '../../domain/catalog/rule-sets';
import { ruleSetOf } from '../../domain/entities/game';
import { useGame } from '../game/game-context';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

/** Settings' "Rules" section (issue 15): the rule set in force and, under living rules, what it changes. */
export function RuleSetSection({ className }: { className: string }) {
  const styles = useStyles();
  const { game } = useGame();
  const rules = ruleSetOf(game);
  const description = describeRuleSet(rules);
  return (
    <section className={className} aria-labelledby="settings-rules">
      <Subtitle2 as="h2" id="settings-rules">
        Rules
      </Subtitle2>
      <Text as="p">
        This game plays by <strong>{description.name}</strong> rules. {description.sentence} The rule set is chosen when a
        new game starts.
      </Text>
      {rules === 'living' ? (
        <ul className={styles.list} aria-label="What living rules change">
          {LIVING_CHANGES.map((line) => (
            <li key={line}>
              <Text>{line}</Text>
            </li>
          ))}
        </ul>
      ) : (
        <Text as="p">Start a new game to play by living rules instead.</Text>
      )}
    </section>
  );
}
