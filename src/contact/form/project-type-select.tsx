import { memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { useDismiss } from '../../components/use-dismiss';
import { PROJECT_TYPES, type ProjectType } from '../project-types';
import { useProjectTypeLabel } from '../project-type-label';
import { listboxKey } from './listbox-keys';
import formStyles from './contact-form.module.css';
import styles from './project-type-select.module.css';

const OPTIONS: readonly (ProjectType | '')[] = ['', ...PROJECT_TYPES];

interface Props {
  value: ProjectType | '';
  onChange: (value: ProjectType | '') => void;
}

/**
 * Spec §4, project type dropdown: a button and a listbox (aria-activedescendant), max 16rem tall.
 * Memoised: typing in the other fields does not draw its ten options again.
 */
export const ProjectTypeSelect = memo(function ProjectTypeSelect({ value, onChange }: Props) {
  const { t } = useT('contact');
  const projectTypeLabel = useProjectTypeLabel();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const optionId = (index: number) => `${id}-option-${index}`;
  const labelOf = (option: ProjectType | '') => (option ? projectTypeLabel(option) : t('form.projectType.none'));
  const selected = Math.max(OPTIONS.indexOf(value), 0);

  const close = useCallback((focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }, []);
  useDismiss(
    rootRef,
    open,
    useCallback((reason) => close(reason === 'escape'), [close]),
  );

  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const show = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const choose = (index: number) => {
    onChange(OPTIONS[index]!);
    close(true);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show(selected);
  };
  const onListKey = (event: KeyboardEvent) => {
    const action = listboxKey(event.key, active, OPTIONS.length);
    if (action.kind === 'none') return;
    if (action.kind === 'close') return close(false);
    event.preventDefault();
    if (action.kind === 'move') setActive(action.index);
    else choose(active);
  };

  return (
    <div className={`${formStyles.field} ${styles.field}`} ref={rootRef}>
      <label className={formStyles.label} id={`${id}-label`} htmlFor={`${id}-button`}>
        {t('common:enquiry.fields.projectType')} <span className={formStyles.optional}>{t('form.optional')}</span>
      </label>
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        className={`${formStyles.control} ${styles.button}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-button`}
        data-empty={value === '' || undefined}
        onClick={() => (open ? close(false) : show(selected))}
        onKeyDown={onButtonKey}
      >
        <span>{labelOf(value)}</span>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul
        ref={listRef}
        id={`${id}-list`}
        role="listbox"
        // A scrollable region must be reachable by keyboard; it is hidden (so skipped) when closed.
        tabIndex={0}
        className={styles.list}
        aria-labelledby={`${id}-label`}
        aria-activedescendant={open ? optionId(active) : undefined}
        hidden={!open}
        onKeyDown={onListKey}
      >
        {OPTIONS.map((option, index) => (
          <li
            key={option || 'none'}
            id={optionId(index)}
            role="option"
            aria-selected={index === selected}
            className={styles.option}
            data-active={(open && index === active) || undefined}
            onPointerMove={() => setActive(index)}
            onClick={() => choose(index)}
          >
            {labelOf(option)}
          </li>
        ))}
      </ul>
    </div>
  );
});
