import { useState } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowSwapRegular } from '@fluentui/react-icons';
import type { SavedBrand } from '../../../application/brands';
import { Page } from '../../components/Page';
import { RouteLink } from '../../components/RouteLink';
import { useGame } from '../../game/game-context';
import { useServices } from '../../services-context';
import { useReadModel } from '../../components/use-read-model';
import { BrandCard } from './BrandCard';
import { BrandDialog } from './BrandDialog';
import { MoveMoneyDialog } from './MoveMoneyDialog';
import { useBrandEditor } from './use-brand-editor';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: tokens.spacingHorizontalM },
});

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** `/brands`: every brand with its money, director, roster and champions; create one or edit one. */
export function BrandsPage() {
  const styles = useStyles();
  const { brands, analytics } = useServices();
  const { game, updateGame } = useGame();
  const { data, error, reload } = useReadModel(() => brands.view(), 'the brands', 'brands');
  const [notice, setNotice] = useState('');
  const [moving, setMoving] = useState(false);

  const saved = ({ brand, gameBrandIds }: SavedBrand, created: boolean) => {
    analytics.track('Brand', created ? 'create' : 'edit', { label: brand.name });
    setNotice(created ? `${brand.name} created.` : `${brand.name} saved.`);
    // The use case already stored the list; this keeps the loaded Game record in step with it.
    if (!sameIds(gameBrandIds, game.brandIds)) void updateGame({ brandIds: gameBrandIds });
    reload();
  };
  const editor = useBrandEditor(saved, reload);
  const inGame = data?.brands.filter((b) => b.inGame).length ?? 0;
  // Issue 33: money moves between the player's brands of one promotion (the use case checks it).
  const own = data?.brands.filter((b) => b.inGame) ?? [];

  return (
    <Page title="Brands">
      {error && <Text role="alert">Could not read the brands: {error}</Text>}
      {!data && !error && <Spinner label="Reading the brands" />}
      {data && (
        <>
          <div className={styles.bar}>
            <Button appearance="primary" icon={<AddRegular />} onClick={() => editor.open()}>
              New brand
            </Button>
            {own.length >= 2 && (
              <Button icon={<ArrowSwapRegular />} onClick={() => setMoving(true)}>
                Move money
              </Button>
            )}
            <Text role="status">
              {notice && `${notice} `}
              {data.brands.length === 0
                ? ''
                : `${data.brands.length} ${data.brands.length === 1 ? 'brand' : 'brands'}, ${inGame} in your game`}
            </Text>
          </div>
          {data.brands.length === 0 ? (
            <Text as="p">
              No brands yet. Create one with New brand, or <RouteLink to="/import/brands">import the starting brands</RouteLink>.
            </Text>
          ) : (
            <div className={styles.grid}>
              {data.brands.map((brand) => (
                <BrandCard key={brand.id} brand={brand} onEdit={() => editor.open(brand)} />
              ))}
            </div>
          )}
          <BrandDialog editor={editor} directors={data.directors} />
          {moving && (
            <MoveMoneyDialog
              brands={own}
              onClose={() => setMoving(false)}
              onMoved={(result) => {
                setNotice(result.message);
                reload();
              }}
            />
          )}
        </>
      )}
    </Page>
  );
}
