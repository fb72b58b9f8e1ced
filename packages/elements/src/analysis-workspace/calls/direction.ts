/**
 * The Call Details tab's Call Direction select (analysis-tools §2, §9: Voice Originating, Voice Terminating, SMS
 * Originating, SMS Terminating; default Voice Originating) and what it means for the server's calls: the side of
 * the subjects' numbers (they made the call, or received it) and the medium (call_type Voice … or SMS …).
 */
import { CALL_TYPES, DEFAULT_CALL_TYPE, type CallType } from '@fiu/core/refdata/analysisLists';
import type { CallQueryDirection } from '@fiu/core/schemas/analysisQuery';

export { CALL_TYPES, DEFAULT_CALL_TYPE, type CallType };

export const isCallType = (v: unknown): v is CallType => (CALL_TYPES as readonly unknown[]).includes(v);

/** 'Voice Originating' → 'voice originating': the grids' and the pivot's `direction`. */
export const queryDirection = (t: CallType): CallQueryDirection => t.toLowerCase() as CallQueryDirection;

/** The medium of the select, on a given side: the dashboard's charts read both sides of the same medium. */
export function sameMedium(t: CallType, side: 'originating' | 'terminating'): CallQueryDirection {
  return `${t.startsWith('SMS') ? 'sms' : 'voice'} ${side}`;
}

/** 'Voice calls' or 'SMS': what the charts count. */
export const mediumLabel = (t: CallType): string => (t.startsWith('SMS') ? 'SMS' : 'Voice calls');
