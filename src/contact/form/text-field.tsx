import { useState, type InputHTMLAttributes } from 'react';
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
}

/** A labelled input or textarea. The browser validates (spec §5); aria-invalid follows what it found. */
export function TextField({ id, label, value, onChange, optionalLabel, multiline, type = 'text', ...rest }: Props) {
  const [invalid, setInvalid] = useState(false);
  const control = {
    id,
    name: id,
    value,
    className: styles.control,
    'aria-invalid': invalid || undefined,
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
    </div>
  );
}
