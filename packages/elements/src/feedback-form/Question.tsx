/**
 * One question of a questionnaire, as core describes it (feedbackQuestions.ts): a scale or a short choice is a
 * radio group in a fieldset with the question as its legend (arrow keys move between the choices, as native
 * radios do), a long list a select, free text a text area with its count.
 */
import type { ReactElement } from 'react';
import type { FeedbackQuestion } from '@fiu/core/schemas/feedbackQuestions';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import type { Binder } from '../shared/forms/bind';

export function Question({ q, b }: { q: FeedbackQuestion; b: Binder }): ReactElement {
  const options = q.options ?? [];
  if (q.input === 'text') {
    const length = String(b.get(q.name) ?? '').length;
    return (
      <TextField
        label={q.label}
        {...b.text(q.name)}
        multiline
        rows={3}
        className="fb-question fb-question--text"
        hint={b.readOnly ? undefined : `${length} of ${q.max} characters`}
      />
    );
  }
  if (q.input === 'select') {
    if (b.readOnly) {
      const value = b.get(q.name);
      return <TextField label={q.label} name={b.name(q.name)} value={value == null ? '' : String(value)} readOnly className="fb-question" />;
    }
    return <Select label={q.label} {...b.select(q.name, options)} placeholder="Not answered" className="fb-question" />;
  }
  const name = b.name(q.name);
  const current = b.get(q.name);
  const error = b.error(q.name);
  const errorId = `${name}-error`;
  return (
    <fieldset className={q.input === 'scale' ? 'fb-question fb-choice fb-choice--scale' : 'fb-question fb-choice'} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="fb-choice__legend">{q.label}</legend>
      <div className="fb-choice__options">
        {options.map((o) => (
          <label key={String(o.value)} className="fb-choice__option">
            <input
              type="radio"
              name={name}
              value={String(o.value)}
              checked={current !== null && current !== undefined && String(current) === String(o.value)}
              disabled={b.readOnly}
              onChange={() => b.set(q.name, o.value)}
            />
            <span>{q.input === 'scale' ? `${o.value} · ${o.label}` : o.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="fiu-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
