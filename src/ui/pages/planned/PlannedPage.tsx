import { Text } from '@fluentui/react-components';
import { Page } from '../../components/Page';

/** A screen a later feature builds: its title and one honest sentence, no pretend controls. */
export function PlannedPage({ title, purpose }: { title: string; purpose: string }) {
  return (
    <Page title={title}>
      <Text as="p">{purpose}</Text>
    </Page>
  );
}
