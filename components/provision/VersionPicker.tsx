import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { provisionPath, provisionSlug, type ProvisionCategory, type ProvisionVersion } from '@/api/item/provisions';
import { formatDate } from '@/lib/dates';
import styles from './VersionPicker.module.css';

type Props = { category: ProvisionCategory; versions: ProvisionVersion[]; selected: string };

/**
 * The dated versions of a terms document. A form with a 보기 button rather than a select that jumps
 * on change (WCAG 3.2.2): it also works before the script loads, as a plain GET.
 */
export function VersionPicker({ category, versions, selected }: Props) {
  const router = useRouter();
  const [choice, setChoice] = useState(selected);
  const current = versions[0]?.version;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void router.push(provisionPath(category, choice === current ? undefined : choice));
  };
  return (
    <form className={styles.form} action={`/provisions/${provisionSlug(category)}`} method="get" onSubmit={submit}>
      <label htmlFor="provision-version" className={styles.label}>
        버전 선택
      </label>
      <select
        id="provision-version"
        name="version"
        className={styles.select}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
      >
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            {`v${v.version} · ${formatDate(v.effectiveAt)} 시행${v.version === current ? ' (현재)' : ''}`}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.button}>
        보기
      </button>
    </form>
  );
}
