import { useId, useState } from 'react';
import type { ListingCategory } from '@/api/item/sellerListings';
import { TextField } from '@/components/form/TextField';
import { useModelSuggestions } from '@/components/model/useModelSuggestions';
import type { ListingForm } from './listingForm';
import styles from './ListingForm.module.css';

type Props = {
  form: ListingForm;
  categories: ListingCategory[];
  errors: Record<string, string>;
  onChange(patch: Partial<ListingForm>): void;
};

/**
 * 모델: a catalogue model through the site's auto-complete, or "모델 없음" with what the seller knows
 * of it (kept for the operator) and the category the item goes under (docs/product.md §4 Listings).
 */
export function ModelField({ form, categories, errors, onChange }: Props) {
  const [keyword, setKeyword] = useState('');
  const [shown, clearSuggestions] = useModelSuggestions(keyword, !form.noModel);
  // An emptied field shows no list, whatever the last answer was.
  const suggestions = keyword.trim() ? shown : [];
  const listId = useId();
  const categoryId = useId();

  return (
    <>
      {form.modelId !== null && !form.noModel ? (
        <p className={styles.picked}>
          <span>{form.modelLabel}</span>
          <button type="button" className={styles.small} onClick={() => onChange({ modelId: null, modelLabel: null })}>
            다시 고르기
          </button>
        </p>
      ) : null}
      {form.modelId === null && !form.noModel ? (
        <>
          <TextField
            label="모델 찾기"
            type="search"
            autoComplete="off"
            placeholder="브랜드나 모델 이름 (예: 브롬톤)"
            value={keyword}
            aria-controls={listId}
            aria-expanded={suggestions.length > 0}
            error={errors.modelId}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <ul id={listId} className={styles.suggestions} aria-label="찾은 모델" hidden={suggestions.length === 0}>
            {suggestions.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className={styles.suggestion}
                  onClick={() => {
                    onChange({ modelId: s.id, modelLabel: s.name });
                    setKeyword('');
                    clearSuggestions();
                  }}
                >
                  {s.name}
                  <span>{s.subText}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <label className={styles.choice}>
        <input type="checkbox" checked={form.noModel} onChange={(e) => onChange({ noModel: e.target.checked })} />
        찾는 모델이 없어요 (모델 없음)
      </label>
      {form.noModel ? (
        <>
          <div className={styles.pair}>
            <TextField
              label="브랜드"
              value={form.brandName}
              error={errors['modelRequest.brandName']}
              onChange={(e) => onChange({ brandName: e.target.value })}
            />
            <TextField
              label="연식 (선택)"
              inputMode="numeric"
              value={form.modelYear}
              error={errors['modelRequest.modelYear']}
              onChange={(e) => onChange({ modelYear: e.target.value.replace(/[^\d]/g, '').slice(0, 4) })}
            />
          </div>
          <TextField
            label="모델 이름"
            value={form.modelName}
            error={errors['modelRequest.modelName']}
            hint="운영팀이 확인해 카탈로그에 모델을 추가하면 이 상품에 연결해 드려요."
            onChange={(e) => onChange({ modelName: e.target.value })}
          />
          <label htmlFor={categoryId} className={styles.label}>
            상품 종류
          </label>
          <select
            id={categoryId}
            className={styles.select}
            value={form.categoryId}
            aria-invalid={errors.categoryId ? true : undefined}
            onChange={(e) => onChange({ categoryId: e.target.value })}
          >
            <option value="">종류를 골라 주세요</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.groupName === c.name ? c.name : `${c.groupName} · ${c.name}`}
              </option>
            ))}
          </select>
          {errors.categoryId ? <p className={styles.fieldError}>{errors.categoryId}</p> : null}
        </>
      ) : null}
    </>
  );
}
