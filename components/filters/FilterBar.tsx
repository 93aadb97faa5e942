import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { removeFilterValue, type FilterValue } from '@/lib/filterValues';
import type { FilterComponentView } from '@/api/item/filterSchemas';
import { FilterControl } from './FilterControl';
import { chosenValues, flattenComponents, isMultiValue, valueLabel } from './filterDraft';
import styles from './FilterSheet.module.css';

type Props = {
  components: FilterComponentView[];
  values: FilterValue[];
  onChange(values: FilterValue[]): void;
};

/**
 * A chip row (one chip per control, chosen values with ×) and a bottom sheet holding every control.
 * The sheet edits a draft and applies it once, so a list is fetched once per decision, not per tap.
 */
export function FilterBar({ components, values, onChange }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<FilterValue[]>(values);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const flat = flattenComponents(components);
  const chosenCount = values.length;

  useEffect(() => {
    if (!focusKey) return;
    dialogRef.current
      ?.querySelector<HTMLElement>(`[data-filter-key="${focusKey}"]`)
      ?.scrollIntoView({ block: 'start' });
  }, [focusKey]);

  const open = (key: string | null) => {
    setDraft(values);
    setFocusKey(key);
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  };
  const close = () => {
    const dialog = dialogRef.current;
    if (dialog && typeof dialog.close === 'function') dialog.close();
    else dialog?.removeAttribute('open');
  };
  const apply = () => {
    onChange(draft);
    close();
  };

  return (
    <div className={styles.bar}>
      <div className={styles.barScroll}>
        <button type="button" className={styles.barButton} aria-haspopup="dialog" onClick={() => open(null)}>
          <Icon name="sliders-horizontal" size={16} />
          필터{chosenCount > 0 ? <span className={styles.badge}>{chosenCount}</span> : null}
        </button>
        {components.map((c) => {
          const active = flattenComponents([c]).some((leaf) => chosenValues(values, leaf.key).length > 0);
          return (
            <button
              key={c.key}
              type="button"
              className={styles.barChip}
              aria-pressed={active}
              aria-haspopup="dialog"
              onClick={() => open(c.key)}
            >
              {c.title}
            </button>
          );
        })}
      </div>
      {values.length > 0 ? (
        <ul className={styles.chosen} aria-label="적용된 필터">
          {values.map((v) => {
            const component = flat.find((c) => c.key === v.key);
            const label = valueLabel(component, String(v.value));
            return (
              <li key={`${v.key}:${v.value}`}>
                <button
                  type="button"
                  className={styles.chosenChip}
                  aria-label={`${label} 필터 해제`}
                  onClick={() =>
                    onChange(
                      removeFilterValue(values, v.key, component && isMultiValue(component) ? v.value : undefined)
                    )
                  }
                >
                  {label} <Icon name="x" size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <dialog
        ref={dialogRef}
        className={styles.sheet}
        aria-labelledby="filter-sheet-title"
        onClose={() => setFocusKey(null)}
      >
        <form
          method="dialog"
          className={styles.sheetInner}
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <header className={styles.sheetHeader}>
            <h2 id="filter-sheet-title">필터</h2>
            <button type="button" className={styles.iconButton} aria-label="필터 닫기" onClick={close}>
              <Icon name="x" size={22} />
            </button>
          </header>
          <div className={styles.sheetBody}>
            {components.map((c) => (
              <fieldset key={c.key} className={styles.section} data-filter-key={c.key}>
                <legend className={styles.legend}>{c.title}</legend>
                <FilterControl component={c} values={draft} onChange={setDraft} />
              </fieldset>
            ))}
          </div>
          <footer className={styles.sheetFooter}>
            <button type="button" className={styles.reset} onClick={() => setDraft([])}>
              초기화
            </button>
            <button type="submit" className={styles.apply}>
              {draft.length > 0 ? `필터 ${draft.length}개 적용` : '적용하기'}
            </button>
          </footer>
        </form>
      </dialog>
    </div>
  );
}
