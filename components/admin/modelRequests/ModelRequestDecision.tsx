import { useId, useState, type FormEvent } from 'react';
import type { AdminModelRequest } from '@/api/admin/modelRequests';
import type { ModelSuggestion } from '@/api/item/search';
import { useModelSuggestions } from '@/components/model/useModelSuggestions';
import styles from '../Admin.module.css';
import own from './ModelRequests.module.css';

type Props = {
  request: AdminModelRequest;
  busy: boolean;
  onAttach(modelId: number): void;
  onDecline(reason: string): void;
};

/**
 * The decision on one request: find the catalogue model with the site's auto-complete (started from
 * what the seller wrote) and attach the item to it, or decline with a reason the seller receives.
 */
export function ModelRequestDecision({ request, busy, onAttach, onDecline }: Props) {
  const id = useId();
  const [keyword, setKeyword] = useState(`${request.brandName} ${request.modelName}`);
  const [picked, setPicked] = useState<ModelSuggestion | null>(null);
  const [shown, clear] = useModelSuggestions(keyword, picked === null);
  const suggestions = keyword.trim() && picked === null ? shown : [];
  const [reason, setReason] = useState('');
  const decline = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length >= 2) onDecline(reason.trim());
  };
  return (
    <div className={own.decision}>
      <div className={styles.field}>
        <label htmlFor={`${id}-model`} className={styles.label}>
          연결할 모델 찾기
        </label>
        {picked ? (
          <p className={own.picked}>
            <span>
              {picked.name} <span className={styles.hintBlock}>{picked.subText}</span>
            </span>
            <button type="button" className={own.secondary} onClick={() => setPicked(null)}>
              다시 고르기
            </button>
          </p>
        ) : (
          <>
            <input
              id={`${id}-model`}
              className={styles.input}
              type="search"
              role="combobox"
              aria-autocomplete="list"
              autoComplete="off"
              value={keyword}
              aria-controls={`${id}-list`}
              aria-expanded={suggestions.length > 0}
              onChange={(e) => setKeyword(e.target.value)}
            />
            <ul id={`${id}-list`} className={own.suggestions} aria-label="찾은 모델" hidden={suggestions.length === 0}>
              {suggestions.map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    className={own.suggestion}
                    onClick={() => {
                      setPicked(s);
                      clear();
                    }}
                  >
                    {s.name}
                    <span className={styles.hintBlock}>{s.subText}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        <button
          type="button"
          className={styles.button}
          disabled={picked === null || busy}
          onClick={() => picked && onAttach(picked.id)}
        >
          이 모델에 연결
        </button>
        <p className={styles.hint}>
          연결하면 상품이 그 모델의 가격 비교에 바로 나와요. 카탈로그에 없는 모델이면 반려해 주세요.
        </p>
      </div>
      <form className={styles.field} onSubmit={decline} noValidate>
        <label htmlFor={`${id}-reason`} className={styles.label}>
          반려 사유
        </label>
        <textarea
          id={`${id}-reason`}
          className={styles.textarea}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          aria-describedby={`${id}-reason-hint`}
        />
        <p id={`${id}-reason-hint`} className={styles.hint}>
          판매자에게 알림으로 그대로 보내요. 상품은 모델 없이 그대로 판매돼요.
        </p>
        <button type="submit" className={styles.dangerButton} disabled={reason.trim().length < 2 || busy}>
          반려하기
        </button>
      </form>
    </div>
  );
}
