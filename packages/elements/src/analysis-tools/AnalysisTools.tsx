/**
 * fiu-analysis-tools (/tools, analysis-tools §2 "Subject selection screen", §6; issue 10 item 1): the
 * Advanced tools' start. Tabs Face Recognition (arrives with the face jobs) and Advance Analysis: a repeatable
 * 'Subject(s) Profile' list, each entry an autocomplete of 5 subjects a search; SUBMIT opens /cdr with the
 * chosen subject ids and the user's e-mail as userID. Under it the call-record tool's two buttons.
 * Central unit only: anyone else sees 'Permission Denied'.
 */
import { useState, type ReactElement } from 'react';
import type { SubjectBrief } from '@fiu/core/api/types';
import { Button } from '@fiu/ui/Button';
import { PermissionDenied } from '@fiu/ui/PermissionDenied';
import { RepeatableList } from '@fiu/ui/RepeatableList';
import { Tabs } from '@fiu/ui/Tabs';
import { recordFieldsCss } from '@fiu/ui/recordFields.css';
import type { ElementProps } from '../define/types';
import { analysisCss } from '../shared/analysis/analysis.css';
import { NotYet } from '../shared/analysis/TabState';
import { useAnalysisAccess } from '../shared/analysis/useAnalysisAccess';
import { importsCss } from '../shared/imports/imports.css';
import { SuspectPicker, subjectLabel } from '../shared/imports/SuspectPicker';
import { analysisToolsCss } from './analysis-tools.css';

export const css = recordFieldsCss + importsCss + analysisCss + analysisToolsCss;

const TABS = [
  { id: 'face', label: 'Face Recognition' },
  { id: 'advance', label: 'Advance Analysis' },
] as const;

interface Entry {
  subject: SubjectBrief | null;
}

/** What /cdr receives in its route state (§2): subject ids, the user's e-mail, and for calls their numbers. */
export interface WorkspaceRouteState {
  subjects: string[];
  userID: string;
  phones?: string[];
  tab?: string;
}

const idOf = (s: SubjectBrief): string => String(s.id ?? s.suspectid ?? '');

export default function AnalysisTools({ emit }: ElementProps): ReactElement {
  const access = useAnalysisAccess();
  const [tab, setTab] = useState<string>('advance');
  const [entries, setEntries] = useState<Entry[]>([{ subject: null }]);
  const [problem, setProblem] = useState<string | null>(null);

  if (!access.allowed) return <PermissionDenied />;

  const chosen = [...new Map(entries.flatMap((e) => (e.subject ? [[idOf(e.subject), e.subject] as const] : []))).values()];

  function open(extra: Partial<WorkspaceRouteState> = {}): void {
    if (chosen.length === 0) {
      setProblem('Choose at least one subject.');
      return;
    }
    setProblem(null);
    const state: WorkspaceRouteState = { subjects: chosen.map(idOf), userID: access.email, ...extra };
    emit('fiu-navigate', { path: '/cdr', state });
  }

  const phones = chosen.flatMap((s) => (s.telephones ?? []).map((t) => String(t.telephone ?? '')).filter(Boolean));

  return (
    <div className="fiu-an fiu-tools" part="card">
      <h1 className="fiu-an__title" part="title">
        Advanced
      </h1>
      <Tabs tabs={TABS} value={tab} onChange={setTab} aria-label="Advanced tools">
        {(id) =>
          id === 'face' ? (
            <NotYet title="Face Recognition">Face recognition jobs arrive with the face-jobs release; nothing can be compared here yet.</NotYet>
          ) : (
            <div className="fiu-tools__advance">
              <form
                className="fiu-tools__form"
                part="form"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  open();
                }}
              >
                <RepeatableList<Entry>
                  legend="Subject(s) Profile"
                  description="Type a first or last name: up to 5 subjects are offered per search."
                  items={entries}
                  onChange={(next) => setEntries(next.length ? next : [{ subject: null }])}
                  newItem={() => ({ subject: null })}
                  itemLabel={(i) => `Subject ${i + 1}`}
                  addLabel="Add subject"
                  renderItem={(item, i, update) => (
                    <SuspectPicker label={`Subject ${i + 1}`} chosen={item.subject ? subjectLabel(item.subject) : ''} onChoose={(s) => update({ subject: s })} />
                  )}
                />
                {chosen.length ? (
                  <p className="fiu-an__note" aria-live="polite">
                    Chosen: {chosen.map(subjectLabel).join(', ')}
                  </p>
                ) : null}
                <div role="alert" part="alert">
                  {problem ? <p className="fiu-an__bar-error">{problem}</p> : null}
                </div>
                <div className="fiu-tools__actions" part="actions">
                  <Button type="submit" variant="primary">
                    SUBMIT
                  </Button>
                </div>
              </form>
              <section className="fiu-tools__cdr" aria-labelledby="fiu-tools-cdr">
                <h2 id="fiu-tools-cdr" className="fiu-tools__subtitle">
                  Call data records
                </h2>
                <p className="fiu-an__note">Analyse the chosen subjects' calls, or import an operator's call records.</p>
                <div className="fiu-tools__actions">
                  <Button onClick={() => open({ phones, tab: 'calls' })}>Analyse Call Data Record</Button>
                  <Button onClick={() => emit('fiu-navigate', { path: '/import/cdr' })}>Import Call Data Record</Button>
                </div>
              </section>
            </div>
          )
        }
      </Tabs>
    </div>
  );
}
