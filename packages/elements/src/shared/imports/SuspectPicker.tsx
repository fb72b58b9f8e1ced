/**
 * The Suspect selector of the import screens (analysis-tools §2, §3, §9): typed on a first or last name, it
 * asks the server for 5 subjects (api.analysis.subjectsBrief; a term of 2 characters or more, §5) and lists
 * them as 'othernames surname'. Choosing one hands the subject to the screen, which fills the bio fields.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { subjectsBrief } from '@fiu/core/api/analysis';
import type { SubjectBrief } from '@fiu/core/api/types';

export const SUGGESTIONS = 5;
const TYPING_PAUSE_MS = 250;

export const subjectLabel = (s: Pick<SubjectBrief, 'othernames' | 'surname'>): string =>
  [s.othernames, s.surname].filter(Boolean).join(' ').trim();

export interface SuspectPickerProps {
  label?: string;
  /** The chosen subject's label (what the field shows once chosen). */
  chosen: string;
  onChoose(subject: SubjectBrief): void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

export function SuspectPicker({ label = 'Suspect', chosen, onChoose, error, required, disabled }: SuspectPickerProps): ReactElement {
  const id = `fiu-suspect-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [text, setText] = useState(chosen);
  const [options, setOptions] = useState<SubjectBrief[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  const typed = useRef(false);

  // A new choice from outside shows in the field (an effect would also run at mount and undo early typing).
  const [shownChoice, setShownChoice] = useState(chosen);
  if (chosen !== shownChoice) {
    setShownChoice(chosen);
    setText(chosen);
  }

  useEffect(() => {
    const term = text.trim();
    if (!typed.current || term.length < 2) {
      setOptions([]);
      return undefined;
    }
    let live = true;
    const timer = setTimeout(() => {
      subjectsBrief({ search: term, limit: SUGGESTIONS }).then(
        (r) => {
          if (!live) return;
          setOptions(r.results.slice(0, SUGGESTIONS));
          setFailed(false);
          setOpen(true);
          setActive(-1);
        },
        () => live && setFailed(true),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);

  const choose = (s: SubjectBrief): void => {
    typed.current = false;
    setText(subjectLabel(s));
    setOpen(false);
    setOptions([]);
    onChoose(s);
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (!open || options.length === 0) return;
    if (e.key === 'ArrowDown') setActive((a) => (a + 1) % options.length);
    else if (e.key === 'ArrowUp') setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
    else if (e.key === 'Enter' && active >= 0) choose(options[active]!);
    else if (e.key === 'Escape') setOpen(false);
    else return;
    e.preventDefault();
  };

  const listId = `${id}-list`;
  const described = error ? `${id}-error` : `${id}-hint`;
  return (
    <div className="fiu-field fiu-suspect">
      <label className="fiu-field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        className="fiu-input"
        name="Suspect"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        disabled={disabled}
        value={text}
        onChange={(e) => {
          typed.current = true;
          setText(e.currentTarget.value);
        }}
        onKeyDown={onKey}
      />
      {error ? (
        <p className="fiu-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : (
        <p className="fiu-field__hint" id={`${id}-hint`}>
          {failed ? 'The subjects could not be searched. Try again.' : 'Type 2 or more letters of a first or last name.'}
        </p>
      )}
      <ul id={listId} role="listbox" className="fiu-suspect__list" hidden={!open || options.length === 0} aria-label="Subjects">
        {options.map((s, i) => (
          <li
            key={s.id ?? s.suspectid ?? i}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className="fiu-suspect__option"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(s)}
          >
            <span>{subjectLabel(s)}</span>
            {s.suspectid ? <span className="fiu-suspect__code">{s.suspectid}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
