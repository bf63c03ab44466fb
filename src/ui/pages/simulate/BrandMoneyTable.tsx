import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { ScrollTable, useScrollTableWidths } from '../../components/ScrollTable';
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
    <ScrollTable label="Money by brand table">
      <Table className={tableWidths.narrow} size="small" aria-label="Money by brand">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Brand</TableHeaderCell>
            {COLUMNS.map((c) => (
              <TableHeaderCell key={c.label}>{c.label}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {brands.map((brand) => (
            <TableRow key={brand.brandId}>
              <TableCell>{brand.name}</TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c.label}>{formatMoney(c.show(brand))}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
