/**
 * The modal of the call-records listing (analysis-tools §2): the calls between two numbers, oldest first,
 * either way round (GET /cdr/timeline). Voice and SMS have different icons; each item shows its type and its
 * duration in seconds. Escape or Close closes it and focus returns to the row's button (ui Dialog).
 */
import type { ReactElement } from 'react';
import { callTimeline } from '@fiu/core/api/analysis';
import { formatLongDateTime } from '@fiu/core/format/date';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { Dialog } from '@fiu/ui/Dialog';
import { Spinner } from '@fiu/ui/Spinner';
import { IconPath } from '@fiu/ui/icons';
import { useTabData } from '../shared/analysis/useTabData';

/** A handset (voice). */
const VOICE = 'M4.2 1.5 6.1 4c.3.4.3.9 0 1.3l-.9 1.1c.7 1.5 1.9 2.7 3.4 3.4l1.1-.9c.4-.3.9-.3 1.3 0l2.5 1.9c.4.3.5.9.2 1.3l-1 1.4c-.4.6-1.2.9-1.9.7C6.2 13.1 2.9 9.8 1.8 5.2c-.2-.7.1-1.5.7-1.9l1.4-1c.1-.1.2-.2.3-.8z';
/** A speech bubble (SMS). */
const SMS = 'M2.5 2h11A1.5 1.5 0 0 1 15 3.5v7a1.5 1.5 0 0 1-1.5 1.5H6l-3.5 3v-3h0A1.5 1.5 0 0 1 1 10.5v-7A1.5 1.5 0 0 1 2.5 2zM4 5.5v1.5h8V5.5zm0 3V10h5V8.5z';

export interface TimelinePair {
  a: string;
  b: string;
}

interface TimelineCall {
  cdr_ts?: string;
  call_duration?: number;
  Record_ID?: string | number;
  call_type?: string;
  originating_number?: string;
  terminating_number?: string;
}

const isSms = (type: string | undefined) => (type ?? '').toUpperCase().startsWith('SMS');
const seconds = (n: number | undefined) => `${n ?? 0} seconds`;

export function CallTimeline({ pair, onClose }: { pair: TimelinePair; onClose(): void }): ReactElement {
  const data = useTabData(async () => (await callTimeline({ originating_number: pair.a, terminating_number: pair.b })).results as TimelineCall[], `${pair.a}|${pair.b}`);
  return (
    <Dialog open onClose={onClose} size="md" title={`Calls between ${pair.a} and ${pair.b}`} footer={<Button onClick={onClose}>Close</Button>}>
      {data.status === 'failed' ? (
        <Banner variant="error" role="alert" title="The calls could not be loaded.">
          <p>{data.error}</p>
          <Button variant="secondary" onClick={data.retry}>
            Retry
          </Button>
        </Banner>
      ) : data.status === 'loading' ? (
        <Spinner label="Loading the calls" showLabel />
      ) : data.data.length === 0 ? (
        <p className="fiu-timeline__count">No Results</p>
      ) : (
        <>
          <p className="fiu-timeline__count">
            {data.data.length === 1 ? '1 call' : `${data.data.length.toLocaleString('en-GB')} calls`}, oldest first.
          </p>
          <ol className="fiu-timeline" aria-label={`Calls between ${pair.a} and ${pair.b}`}>
            {data.data.map((c, i) => {
              const sms = isSms(c.call_type);
              return (
                <li key={String(c.Record_ID ?? i)} className="fiu-timeline__item" data-kind={sms ? 'sms' : 'voice'}>
                  <span className={`fiu-timeline__icon fiu-timeline__icon--${sms ? 'sms' : 'voice'}`} title={sms ? 'SMS' : 'Voice call'}>
                    <IconPath d={sms ? SMS : VOICE} />
                  </span>
                  <span className="fiu-timeline__text">
                    <span className="fiu-timeline__type">
                      {c.call_type ?? (sms ? 'SMS' : 'Voice')} · {seconds(c.call_duration)}
                    </span>
                    <span className="fiu-timeline__meta">
                      <time dateTime={c.cdr_ts}>{formatLongDateTime(c.cdr_ts)}</time> · {c.originating_number} → {c.terminating_number}
                    </span>
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Dialog>
  );
}
