import { useId, useState } from 'react';
import { useModelSuggestions } from '@/components/model/useModelSuggestions';
import { addTag, removeTag, type TagChip } from './postDraft';
import { POST_LIMITS } from '@/lib/community/postLimits';
import styles from './PostWrite.module.css';

type Suggestion = TagChip & { subText: string };

type Props = { value: TagChip[]; onChange(next: TagChip[]): void; disabled?: boolean };

/** 모델 태그: search models with the site's auto-complete and keep up to five as removable chips. */
export function ModelTagPicker({ value, onChange, disabled }: Props) {
  const [keyword, setKeyword] = useState('');
  const inputId = useId();
  const listId = useId();
  const full = value.length >= POST_LIMITS.maxModels;
  const [shown, clearSuggestions] = useModelSuggestions(keyword, !full);
  // An emptied field, or the fifth model picked, shows no list whatever the last answer was.
  const suggestions: Suggestion[] = keyword.trim() && !full ? shown : [];

  const pick = (s: Suggestion) => {
    onChange(addTag(value, { id: s.id, name: s.name }));
    setKeyword('');
    clearSuggestions();
  };

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        모델 태그 <span className={styles.optional}>(선택, {POST_LIMITS.maxModels}개까지)</span>
      </label>
      {value.length > 0 ? (
        <ul className={styles.chips} aria-label="태그한 모델">
          {value.map((chip) => (
            <li key={chip.id} className={styles.chip}>
              <span>{chip.name}</span>
              <button
                type="button"
                className={styles.chipRemove}
                onClick={() => onChange(removeTag(value, chip.id))}
                disabled={disabled}
                aria-label={`${chip.name} 태그 빼기`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={inputId}
        className={styles.input}
        type="search"
        value={keyword}
        disabled={disabled || full}
        autoComplete="off"
        placeholder={
          full ? `모델은 ${POST_LIMITS.maxModels}개까지 태그할 수 있어요` : '모델 이름으로 찾기 (예: 브롬톤)'
        }
        aria-controls={listId}
        aria-expanded={suggestions.length > 0}
        role="combobox"
        aria-autocomplete="list"
        onChange={(event) => {
          setKeyword(event.target.value);
        }}
      />
      {suggestions.length > 0 ? (
        <ul id={listId} className={styles.suggestions} role="listbox" aria-label="모델 검색 결과">
          {suggestions.map((s) => {
            const picked = value.some((c) => c.id === s.id);
            return (
              <li key={s.id} role="option" aria-selected={picked}>
                <button type="button" className={styles.suggestion} onClick={() => pick(s)} disabled={picked}>
                  <span>{s.name}</span>
                  {s.subText ? <span className={styles.subText}>{s.subText}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
