import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useT } from '../../i18n/use-t';
import { useBooth, useLeadsStore } from '../leads/booth-provider';
import { MAX_NAME_LENGTH, settingsFromDraft, settingsGiven, type SettingsDraft } from './settings-draft';
import styles from './booth-settings.module.css';

type Said = 'saved' | 'tabOnly' | 'newer' | null;
type FocusNext = 'form' | 'change' | null;

/**
 * The fair and the rep, set once per device: asked for until given, then a one-line summary
 * with "Change". Drawn once the device's settings have been read (the page is prerendered
 * without them); its live region is there from then on, long before anything is said in it.
 */
export function BoothSettings() {
  const { t } = useT('booth');
  const { settings, loaded } = useBooth();
  const store = useLeadsStore();
  const [editing, setEditing] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const focusNext = useRef<FocusNext>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const changeRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const asking = editing || !settingsGiven(settings);

  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'form') formRef.current?.querySelector('input')?.focus();
    else if (next === 'change') changeRef.current?.focus();
  });

  const change = () => {
    setSaid(null);
    focusNext.current = 'form';
    setEditing(true);
  };
  const cancel = () => {
    focusNext.current = 'change';
    setEditing(false);
  };
  const saved = (kept: boolean) => {
    setSaid(kept ? 'saved' : 'tabOnly');
    focusNext.current = 'change';
    setEditing(false);
  };
  // Nothing before the device's settings are read: the served page says what booth mode needs instead.
  if (!loaded) return null;

  return (
    <section className={styles.settings} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('settings.title')}
      </h2>
      {asking ? (
        <SettingsForm
          formRef={formRef}
          initial={settings}
          canCancel={settingsGiven(settings)}
          onSave={async (draft, shown) => {
            const check = settingsFromDraft(draft, settings, shown);
            if (!check.ok) return false;
            const kept = await store.putSettings(check.settings);
            // A newer version's record is refused outright, nothing held in this tab: the form
            // stays with what was typed, and the rep is told to reload.
            if (!kept && store.getSnapshot().problem === 'newer') setSaid('newer');
            else saved(kept);
            return true;
          }}
          onCancel={cancel}
          // Once typed in, the form stays until saved or cancelled: names another tab saves
          // meanwhile would otherwise swap it for the summary and drop what was typed.
          onTyped={() => setEditing(true)}
        />
      ) : (
        <div className={styles.summary}>
          <dl className={styles.names}>
            <div>
              <dt>{t('settings.fairShown')}</dt>
              <dd>{settings.fair || <span className={styles.unset}>{t('settings.notSet')}</span>}</dd>
            </div>
            <div>
              <dt>{t('settings.repShown')}</dt>
              <dd>{settings.rep || <span className={styles.unset}>{t('settings.notSet')}</span>}</dd>
            </div>
          </dl>
          <button ref={changeRef} type="button" className={styles.secondary} onClick={change}>
            {t('settings.change')}
          </button>
        </div>
      )}
      <div role="status" className={styles.said}>
        {said && <p className={said === 'saved' ? undefined : styles.warning}>{t(`settings.${said}`)}</p>}
      </div>
    </section>
  );
}

interface FormProps {
  formRef: RefObject<HTMLFormElement | null>;
  initial: SettingsDraft;
  canCancel: boolean;
  /** False: nothing to keep (both names empty), said in the form. `shown`: what the form opened with. */
  onSave: (draft: SettingsDraft, shown: SettingsDraft) => Promise<boolean>;
  onCancel: () => void;
  onTyped: () => void;
}

function SettingsForm({ formRef, initial, canCancel, onSave, onCancel, onTyped }: FormProps) {
  const { t } = useT('booth');
  const [shown] = useState<SettingsDraft>(() => ({ fair: initial.fair, rep: initial.rep }));
  const [draft, setDraft] = useState<SettingsDraft>(shown);
  const [empty, setEmpty] = useState(false);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const kept = await onSave(draft, shown);
    setSaving(false);
    setEmpty(!kept);
    if (!kept) formRef.current?.querySelector('input')?.focus();
  };
  const field = (name: keyof SettingsDraft, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{t(`settings.${name}`)}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        value={draft[name]}
        maxLength={MAX_NAME_LENGTH}
        autoComplete={autoComplete}
        aria-invalid={empty || undefined}
        aria-describedby={empty ? errorId : undefined}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setDraft((held) => ({ ...held, [name]: value }));
          onTyped();
        }}
      />
    </div>
  );

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.ask}>{t('settings.ask')}</p>
      <div className={styles.fields}>
        {field('fair', 'off')}
        {field('rep', 'name')}
      </div>
      {empty && (
        <p id={errorId} className={styles.warning}>
          {t('settings.empty')}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} aria-disabled={saving || undefined}>
          {t('settings.save')}
        </button>
        {canCancel && (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            {t('settings.cancel')}
          </button>
        )}
      </div>
      <p className={styles.optional}>{t('settings.optional')}</p>
    </form>
  );
}
