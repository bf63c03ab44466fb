import { useId } from 'react';
import { Card, Subtitle1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { RouteLink } from '../../components/RouteLink';
import type { HelpBlock, HelpSection } from './help-types';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, scrollMarginTop: tokens.spacingVerticalXXL },
  text: { margin: 0, maxWidth: '75ch' },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, maxWidth: '75ch', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  table: { maxWidth: '75ch' },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  heading: { ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` } },
});

function Block({ block }: { block: HelpBlock }) {
  const styles = useStyles();
  if (typeof block === 'string') return <Text as="p" className={styles.text}>{block}</Text>;
  if ('list' in block) {
    return (
      <ul className={styles.list}>
        {block.list.map((item) => <li key={item}><Text>{item}</Text></li>)}
      </ul>
    );
  }
  return (
    <Table size="small" aria-label={block.caption} className={styles.table}>
      <TableHeader>
        <TableRow>{block.head.map((h) => <TableHeaderCell key={h}>{h}</TableHeaderCell>)}</TableRow>
      </TableHeader>
      <TableBody>
        {block.rows.map((row) => (
          <TableRow key={row.join('|')}>{row.map((cell, i) => <TableCell key={i}>{cell}</TableCell>)}</TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One section of the guide: a named region whose h2 is the target of its contents link. */
export function HelpSectionView({ section }: { section: HelpSection }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <Card id={section.id} className={styles.card} role="region" aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} tabIndex={-1} className={styles.heading}>
        {section.title}
      </Subtitle1>
      {section.blocks.map((block, i) => <Block key={i} block={block} />)}
      {section.links && (
        <div className={styles.links}>
          <Text>Go to:</Text>
          {section.links.map((link) => <RouteLink key={link.to} to={link.to}>{link.label}</RouteLink>)}
        </div>
      )}
    </Card>
  );
}
