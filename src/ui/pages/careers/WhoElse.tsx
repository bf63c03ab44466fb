import type { CareerAppearance } from '../../../application/careers';
import { WrestlerLinks } from '../../components/WrestlerLink';

/**
 * Who else was in the segment, each name a link to the wrestler's page (issue 35): opponents for a
 * match ("vs A, B (with C)"), everyone else for a promo ("with C"), or "Alone".
 */
export function WhoElse({ row }: { row: Pick<CareerAppearance, 'opponents' | 'partners'> }) {
  const partners = row.partners.length > 0 && (
    <>
      {' '}(with <WrestlerLinks people={row.partners} joiner=", " />)
    </>
  );
  if (row.opponents.length > 0) {
    return (
      <>
        vs <WrestlerLinks people={row.opponents} joiner=", " />
        {partners}
      </>
    );
  }
  if (row.partners.length > 0) {
    return (
      <>
        with <WrestlerLinks people={row.partners} joiner=", " />
      </>
    );
  }
  return <>Alone</>;
}
