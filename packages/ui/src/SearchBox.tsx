import {
  forwardRef,
  useId,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from './cx';
import { Icon } from './icons';

export interface SearchBoxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'minLength'> {
  /**
   * Called only on Enter: with the trimmed term when it is at least `minLength` characters long, or with ''
   * when the box is empty (which clears the search). A shorter term calls nothing and says why.
   */
  onSearch(term: string): void;
  label?: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Controlled text (with onValueChange); uncontrolled from defaultValue otherwise. */
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
  /** The visible hint under the box. */
  hint?: ReactNode;
  /** Shown instead of the hint when Enter is pressed on a too-short term. */
  tooShortMessage?: ReactNode;
  /** Shortest term searched (default 2: 'longer than 1 character'). */
  minLength?: number;
  /** Class for the outer wrapper. */
  className?: string;
}

/**
 * A search input that searches on Enter only (not on every keystroke, so the server is asked once per
 * term), with a visible 'Press Enter to search' hint.
 */
export const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  {
    onSearch,
    label = 'Search',
    hideLabel = false,
    value: valueProp,
    defaultValue = '',
    onValueChange,
    hint = 'Press Enter to search',
    tooShortMessage,
    minLength = 2,
    className,
    id,
    onKeyDown,
    placeholder,
    ...rest
  },
  ref,
) {
  const auto = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const inputId = id ?? `fiu-search-${auto}`;
  const hintId = `${inputId}-hint`;
  const [inner, setInner] = useState(defaultValue);
  const [tooShort, setTooShort] = useState(false);
  const value = valueProp ?? inner;

  function change(next: string) {
    if (valueProp === undefined) setInner(next);
    setTooShort(false);
    onValueChange?.(next);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const term = value.trim();
    if (term === '') {
      setTooShort(false);
      onSearch('');
    } else if (term.length < minLength) {
      setTooShort(true);
    } else {
      setTooShort(false);
      onSearch(term);
    }
  }

  return (
    <div className={cx('fiu-field', 'fiu-search', className)} role="search">
      <label className={cx('fiu-field__label', hideLabel && 'fiu-visually-hidden')} htmlFor={inputId}>
        {label}
      </label>
      <span className="fiu-search__control">
        <Icon name="search" className="fiu-search__icon" />
        <input
          ref={ref}
          {...rest}
          id={inputId}
          type="search"
          className="fiu-input fiu-search__input"
          value={value}
          placeholder={placeholder}
          autoComplete={rest.autoComplete ?? 'off'}
          enterKeyHint="search"
          aria-describedby={cx(rest['aria-describedby'], hintId) || undefined}
          onChange={(e) => change(e.target.value)}
          onKeyDown={keyDown}
        />
      </span>
      <p className={cx('fiu-field__hint', tooShort && 'fiu-search__hint--warn')} id={hintId} aria-live="polite">
        {tooShort ? (tooShortMessage ?? `Type at least ${minLength} characters, then press Enter`) : hint}
      </p>
    </div>
  );
});
