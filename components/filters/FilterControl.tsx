import { useId } from 'react';
import type { FilterValue } from '@/lib/filterValues';
import { formatWon } from '@/lib/money';
import type { FilterComponentView } from '@/api/item/filterSchemas';
import { chosenValues, setSingleValue, toggleValue } from './filterDraft';
import styles from './FilterSheet.module.css';
import { groupDigits } from '@/lib/digits';

type Props = { component: FilterComponentView; values: FilterValue[]; onChange(values: FilterValue[]): void };

function PriceRange({ component, values, onChange }: Props) {
  const id = useId();
  const [current] = chosenValues(values, component.key);
  const [rawMin = '', rawMax = ''] = (current ?? '').split('~');
  const update = (min: string, max: string) =>
    onChange(setSingleValue(values, component.key, min || max ? `${min}~${max}` : null));
  const bound = (raw: string) => raw.replace(/\D/g, '').slice(0, 8);
  return (
    <div className={styles.rangeRow}>
      <label className={styles.rangeField} htmlFor={`${id}-min`}>
        <input
          id={`${id}-min`}
          aria-label={`${component.title} 최소`}
          inputMode="numeric"
          placeholder="최소 금액"
          value={rawMin}
          onChange={(e) => update(bound(e.target.value), rawMax)}
        />
        <span aria-hidden="true">원</span>
      </label>
      <span aria-hidden="true">~</span>
      <label className={styles.rangeField} htmlFor={`${id}-max`}>
        <input
          id={`${id}-max`}
          aria-label={`${component.title} 최대`}
          inputMode="numeric"
          placeholder={component.max ? formatWon(component.max) : '최대 금액'}
          value={rawMax}
          onChange={(e) => update(rawMin, bound(e.target.value))}
        />
        <span aria-hidden="true">원</span>
      </label>
    </div>
  );
}

function Slider({ component, values, onChange }: Props) {
  const id = useId();
  const [current] = chosenValues(values, component.key);
  const value = current ?? String(component.min ?? 0);
  return (
    <div className={styles.slider}>
      <label htmlFor={id}>{current ? `${current}${component.unit ?? ''} 이후` : '전체'}</label>
      <input
        id={id}
        type="range"
        min={component.min ?? 0}
        max={component.max ?? 0}
        step={component.step ?? 1}
        value={value}
        onChange={(e) =>
          onChange(
            setSingleValue(values, component.key, e.target.value === String(component.min) ? null : e.target.value)
          )
        }
      />
    </div>
  );
}

/** One control of docs/product.md §9 Filter types, drawn from its data: the sheet never knows which filters a category has. */
export function FilterControl(props: Props) {
  const { component, values, onChange } = props;
  const id = useId();
  const chosen = chosenValues(values, component.key);
  switch (component.type) {
    case 'SELECT':
      return (
        <select
          id={id}
          aria-label={component.title}
          className={styles.select}
          value={chosen[0] ?? ''}
          onChange={(e) => onChange(setSingleValue(values, component.key, e.target.value))}
        >
          <option value="">전체</option>
          {component.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label} ({groupDigits(o.count)})
            </option>
          ))}
        </select>
      );
    case 'MULTI_SELECT':
      return (
        <div className={styles.chips}>
          {component.options.map((o) => (
            <button
              key={o.value}
              type="button"
              className={styles.chip}
              aria-pressed={chosen.includes(o.value)}
              onClick={() => onChange(toggleValue(values, component, o.value))}
            >
              {o.label} <span className={styles.count}>{groupDigits(o.count)}</span>
            </button>
          ))}
        </div>
      );
    case 'checkbox':
    case 'radio': {
      const isRadio = component.type === 'radio';
      const options = isRadio ? [{ value: '', label: '전체', count: -1 }, ...component.options] : component.options;
      return (
        <div className={styles.choices} role={isRadio ? 'radiogroup' : 'group'} aria-label={component.title}>
          {options.map((o) => (
            <label key={o.value || 'all'} className={styles.choice}>
              <input
                type={isRadio ? 'radio' : 'checkbox'}
                name={`${id}-${component.key}`}
                checked={isRadio ? (chosen[0] ?? '') === o.value : chosen.includes(o.value)}
                onChange={() =>
                  onChange(
                    isRadio ? setSingleValue(values, component.key, o.value) : toggleValue(values, component, o.value)
                  )
                }
              />
              <span>{o.label}</span>
              {o.count >= 0 ? <span className={styles.count}>{groupDigits(o.count)}</span> : null}
            </label>
          ))}
        </div>
      );
    }
    case 'range':
      return <PriceRange {...props} />;
    case 'slider':
      return <Slider {...props} />;
    case 'group':
      return (
        <div className={styles.group}>
          {component.children.map((child) => (
            <fieldset key={child.key} className={styles.section}>
              <legend className={styles.subLegend}>{child.title}</legend>
              <FilterControl component={child} values={values} onChange={onChange} />
            </fieldset>
          ))}
        </div>
      );
  }
}
