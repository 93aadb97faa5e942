import styles from './SettingSwitch.module.css';

type Props = {
  /** Unique on the page: names the label the switch is read by. */
  id: string;
  label: string;
  hint?: string;
  /** A group heading read before the label ("주문·예약" + "이메일"), when the label alone is ambiguous. */
  groupLabelId?: string;
  checked: boolean;
  busy?: boolean;
  onToggle: () => void;
};

/** One labelled on/off row of the settings page (role switch, named by its visible label). */
export function SettingSwitch({ id, label, hint, groupLabelId, checked, busy = false, onToggle }: Props) {
  return (
    <div className={styles.switchRow}>
      <span className={styles.switchText}>
        <span id={`${id}-label`} className={styles.switchLabel}>
          {label}
        </span>
        {hint ? <span className={styles.hint}>{hint}</span> : null}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={groupLabelId ? `${groupLabelId} ${id}-label` : `${id}-label`}
        className={checked ? styles.switchOn : styles.switch}
        onClick={onToggle}
        disabled={busy}
      >
        <span className={styles.knob} aria-hidden />
      </button>
    </div>
  );
}
