/** fiu-call-records: the listing's frame, its tabs and the timeline modal. */
export const callRecordsCss = /* css */ `
.fiu-cdrlist__body { display: flex; flex-direction: column; gap: var(--fiu-space-3, 16px); min-width: 0; }
.fiu-cdrlist__controls { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--fiu-space-2, 8px) var(--fiu-space-3, 16px); }
.fiu-cdrlist__controls .fiu-field { margin: 0; min-width: 12rem; max-width: 100%; }
.fiu-cdrlist__numbers { margin: 0; color: var(--fiu-color-text-muted, #57606a); overflow-wrap: anywhere; }
.fiu-cdrlist__tabs .fiu-tabs__list { overflow-x: auto; }
.fiu-cdrlist__table tbody tr, .fiu-cdrlist__table .fiu-datatable__card { cursor: pointer; }
.fiu-timeline { position: relative; list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--fiu-space-2, 8px);
  max-height: 60vh; overflow-y: auto; }
/* The time line: behind the icons, through their centres. */
.fiu-timeline::before { content: ''; position: absolute; inset-inline-start: 13px; top: 0; bottom: 0; width: 2px; background: var(--fiu-color-border, #d0d7de); }
.fiu-timeline__item { position: relative; display: flex; gap: var(--fiu-space-2, 8px); align-items: flex-start; }
.fiu-timeline__icon { position: relative; flex: none; width: 28px; height: 28px; border-radius: 50%;
  display: inline-flex; align-items: center; justify-content: center; color: #fff; }
.fiu-timeline__icon svg { width: 16px; height: 16px; fill: currentColor; }
.fiu-timeline__icon--voice { background: var(--fiu-color-primary, #0f62fe); }
.fiu-timeline__icon--sms { background: var(--fiu-color-success, #1a7f37); }
.fiu-timeline__text { display: flex; flex-direction: column; min-width: 0; font-variant-numeric: tabular-nums; }
.fiu-timeline__type { font-weight: 600; }
.fiu-timeline__meta { color: var(--fiu-color-text-muted, #57606a); font-size: 13px; overflow-wrap: anywhere; }
.fiu-timeline__count { margin: 0 0 var(--fiu-space-2, 8px); color: var(--fiu-color-text-muted, #57606a); }
`;
