import { Text } from '@fluentui/react-components';
import { RouteLink } from '../../components/RouteLink';

/** The empty state of the screens that need a loaded world: says what to do next. */
export function NoGameYet() {
  return (
    <Text as="p">
      There is no game to schedule yet. <RouteLink to="/setup">Set up a new game</RouteLink> to load the brands, shows and
      wrestlers.
    </Text>
  );
}
