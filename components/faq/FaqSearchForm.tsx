import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { Icon } from '@/components/ui/Icon';
import { faqPath } from './faqSeo';
import { FAQ_KEYWORD_MAX } from './faqQuery';
import styles from './FaqSearchForm.module.css';

type Props = { category: string | null; keyword: string };

/** The FAQ search box. A plain GET form underneath, so it also works before the script loads. */
export function FaqSearchForm({ category, keyword }: Props) {
  const router = useRouter();
  const [text, setText] = useState(keyword);
  const go = (next: string) => void router.push(faqPath(category, next), undefined, { shallow: true, scroll: false });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(text);
  };
  return (
    <form role="search" action="/qna_info" method="get" className={styles.form} onSubmit={submit}>
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <label htmlFor="faq-keyword" className={styles.label}>
        질문 검색
      </label>
      <div className={styles.field}>
        <Icon name="search" size={20} className={styles.icon} />
        <input
          id="faq-keyword"
          name="keyword"
          type="search"
          enterKeyHint="search"
          className={styles.input}
          placeholder="예: 환불, 보증금, 바인딩"
          maxLength={FAQ_KEYWORD_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {text ? (
          <button
            type="button"
            className={styles.clear}
            aria-label="검색어 지우기"
            onClick={() => {
              setText('');
              if (keyword) go('');
            }}
          >
            <Icon name="x" size={18} />
          </button>
        ) : null}
        <button type="submit" className={styles.submit}>
          검색
        </button>
      </div>
    </form>
  );
}
