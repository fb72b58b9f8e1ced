import type { CallDirection } from '@fiu/core/api/analysis';

/** What each tab of the call-records page is given: the numbers and whose side they are on. */
export interface NumbersTabProps {
  numbers: readonly string[];
  direction: CallDirection;
}
