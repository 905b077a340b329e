import { memo, useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import styles from './contact-form.module.css';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown after the label of an optional field; required fields get an asterisk. */
  optionalLabel?: string;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** A problem the browser cannot see by itself; it then refuses to submit, with this message. */
  error?: string;
  /** Shown under the field and read with it (e.g. a length counter). */
  hint?: string | null;
  /** Whether the hint warns (it is then marked). */
  hintWarns?: boolean;
}

/**
 * A labelled input or textarea. The browser validates (spec §5); aria-invalid follows what it found.
 * Memoised, and given plain values and a stable `onChange`: a keystroke draws the field it changes.
 */
export const TextField = memo(function TextField(props: Props) {
  const {
    id,
    label,
    value,
    onChange,
    optionalLabel,
    multiline,
    type = 'text',
    error,
    hint,
    hintWarns,
    ...rest
  } = props;
  const [invalid, setInvalid] = useState(false);
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useEffect(() => ref.current?.setCustomValidity(error ?? ''), [error]);
  const control = {
    id,
    ref,
    name: id,
    value,
    className: styles.control,
    'aria-invalid': invalid || Boolean(error) || undefined,
    'aria-describedby': hint ? `${id}-hint` : undefined,
    onInvalid: () => setInvalid(true),
    onChange: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
      onChange(event.currentTarget.value);
      if (invalid) setInvalid(!event.currentTarget.validity.valid);
    },
    ...rest,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {rest.required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : (
          optionalLabel && <span className={styles.optional}> {optionalLabel}</span>
        )}
      </label>
      {multiline ? <textarea rows={6} {...control} /> : <input type={type} {...control} />}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint} data-over={hintWarns || undefined}>
          {hint}
        </p>
      )}
    </div>
  );
});
