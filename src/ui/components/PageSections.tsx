import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** A page's cards and sections, stacked with the theme's vertical spacing. */
export function PageSections({ children }: { children: ReactNode }) {
  return <div className={useStyles().root}>{children}</div>;
}
