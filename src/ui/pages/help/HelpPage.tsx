import { useEffect, useId, useMemo, useState } from 'react';
import { Button, Field, SearchBox, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Link, useLocation } from 'react-router-dom';
import { Page } from '../../components/Page';
import { filterHelp, helpSections } from './help-filter';
import { HelpSectionView } from './HelpSectionView';

const useStyles = makeStyles({
  intro: { margin: 0, maxWidth: '75ch' },
  layout: { display: 'grid', gridTemplateColumns: 'minmax(200px, 260px) minmax(0, 1fr)', gap: tokens.spacingHorizontalXXL, alignItems: 'start', '@media (max-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  aside: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, position: 'sticky', top: tokens.spacingVerticalL },
  toc: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  tocLink: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** `/help`: the player's guide, with contents, in-page links (`/help#rating`) and a filter. */
export function HelpPage() {
  const styles = useStyles();
  const { hash, key } = useLocation();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterHelp(helpSections, query), [query]);
  const contentsId = useId();

  // A contents link (or an address with #section) brings that section's heading into view and focus.
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const heading = document.getElementById(id)?.querySelector('h2');
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [hash, key]);

  return (
    <Page title="Help">
      <Text as="p" className={styles.intro}>
        How Kayfabe works, from your first show to the numbers behind a rating. Pick a topic from the contents, or filter the guide
        by a word such as “payout” or “reign”.
      </Text>
      <div className={styles.layout}>
        <div className={styles.aside}>
          <Field label="Filter help">
            <SearchBox value={query} onChange={(_, data) => setQuery(data.value)} placeholder="e.g. viewers" />
          </Field>
          <Text role="status" size={200} className={styles.muted}>
            {query.trim() ? `${shown.length} of ${helpSections.length} sections match` : `${helpSections.length} sections`}
          </Text>
          <nav aria-labelledby={contentsId}>
            <Text as="h2" id={contentsId} weight="semibold">Contents</Text>
            <ol className={styles.toc}>
              {shown.map((section) => (
                <li key={section.id}>
                  <Link to={{ hash: section.id }} className={styles.tocLink}>{section.title}</Link>
                </li>
              ))}
            </ol>
          </nav>
        </div>
        <div className={styles.sections}>
          {shown.length === 0 && (
            <div>
              <Text as="p">No section mentions “{query.trim()}”. Try another word, or show the whole guide.</Text>
              <Button onClick={() => setQuery('')}>Clear the filter</Button>
            </div>
          )}
          {shown.map((section) => <HelpSectionView key={section.id} section={section} />)}
        </div>
      </div>
    </Page>
  );
}
