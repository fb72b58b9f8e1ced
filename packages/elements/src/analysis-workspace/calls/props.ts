import type { Period } from '../../shared/analysis/period';
import type { CallType } from './direction';

/** What every Call Details sub-tab is given: the subjects, the period and the Call Direction select's value. */
export interface CallTabProps {
  subjects: readonly string[];
  period: Period;
  direction: CallType;
}
