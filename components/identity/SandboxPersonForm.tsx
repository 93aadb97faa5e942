import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/form/TextField';
import { SubmitButton } from '@/components/form/SubmitButton';
import type { SandboxPerson } from './identityApi';
import styles from './SandboxCarrier.module.css';

const CARRIERS = [
  { value: 'SKT', label: 'SKT' },
  { value: 'KT', label: 'KT' },
  { value: 'LGU', label: 'LG U+' },
  { value: 'MVNO', label: '알뜰폰' },
] as const;

type Props = {
  busy: boolean;
  fieldErrors: Record<string, string>;
  /** After a code was sent the person is fixed; only a resend is offered. */
  locked: boolean;
  onSend: (person: SandboxPerson) => void;
};

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** The carrier check's first screen: who, born when, which carrier, which phone. */
export function SandboxPersonForm({ busy, fieldErrors, locked, onSend }: Props) {
  const [person, setPerson] = useState<SandboxPerson>({ name: '', birthDate: '', carrier: '', phone: '' });
  const set = (key: keyof SandboxPerson) => (value: string) => setPerson((p) => ({ ...p, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(person);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="이름"
        name="name"
        autoComplete="name"
        value={person.name}
        readOnly={locked}
        onChange={(e) => set('name')(e.target.value)}
        error={fieldErrors.name}
        maxLength={30}
      />
      <TextField
        label="생년월일 8자리"
        name="birthDate"
        inputMode="numeric"
        autoComplete="bday"
        placeholder="예: 19900505"
        value={person.birthDate}
        readOnly={locked}
        onChange={(e) => set('birthDate')(digits(e.target.value, 8))}
        error={fieldErrors.birthDate}
      />
      <fieldset className={styles.carriers} disabled={locked}>
        <legend className={styles.legend}>통신사</legend>
        <div className={styles.carrierGrid}>
          {CARRIERS.map((carrier) => (
            <label key={carrier.value} className={styles.carrier} data-checked={person.carrier === carrier.value}>
              <input
                type="radio"
                name="carrier"
                value={carrier.value}
                checked={person.carrier === carrier.value}
                onChange={() => set('carrier')(carrier.value)}
                className="visually-hidden"
              />
              {carrier.label}
            </label>
          ))}
        </div>
        {fieldErrors.carrier ? (
          <p className={styles.fieldError} role="alert">
            {fieldErrors.carrier}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label="휴대폰 번호"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="01012345678"
        value={person.phone}
        readOnly={locked}
        onChange={(e) => set('phone')(digits(e.target.value, 11))}
        error={fieldErrors.phone}
      />
      <SubmitButton busy={busy} tone={locked ? 'secondary' : 'primary'}>
        {locked ? '인증번호 다시 받기' : '인증번호 받기'}
      </SubmitButton>
    </form>
  );
}
