import { DataTable } from '../../components/DataTable';
import { useScrollTableWidths } from '../../components/ScrollTable';
import type { BrandMoney } from '../../../application/calendar';
import { formatMoney } from '../../../domain/format';

const COLUMNS: { label: string; show: (b: BrandMoney) => number }[] = [
  { label: 'Money in', show: (b) => b.income },
  { label: 'Money out', show: (b) => b.outgoings },
  { label: 'Balance before', show: (b) => b.balanceBefore },
  { label: 'Balance after', show: (b) => b.balanceAfter },
];

/** Each brand's share of the run's shows, and its balance either side of the run. */
export function BrandMoneyTable({ brands }: { brands: readonly BrandMoney[] }) {
  const tableWidths = useScrollTableWidths();
  return (
    <DataTable scroll="Money by brand table" label="Money by brand" className={tableWidths.narrow} rows={brands} rowKey={(brand) => brand.brandId}
      columns={[{ header: 'Brand', cell: (brand) => brand.name }, ...COLUMNS.map((c) => ({ header: c.label, cell: (brand: BrandMoney) => formatMoney(c.show(brand)) }))]}
    />
  );
}
