// @fiu/ui/pivot: the pivot grid (rows by one field, columns by another, sums per measure), an entry of its own
// so that only the screens that draw a pivot carry it:
//
//   import { PivotGrid, pivotCss } from '@fiu/ui/pivot';
export { PivotGrid, type PivotGridCell, type PivotGridProps, type PivotMeasure } from './PivotGrid';
export { addDecimal, compareDecimal, decimalText, hundredths } from './decimal';
export { pivotCss } from './pivot.css';
