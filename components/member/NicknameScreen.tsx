import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { NICKNAME_MAX, NICKNAME_MIN, nicknameProblem } from '@/lib/account/nickname';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { changeNickname } from '@/store/memberSettingsThunks';
import { selectUser } from '@/store/userSlice';
import { FormAlert } from '../form/FormAlert';
import { SubmitButton } from '../form/SubmitButton';
import { TextField } from '../form/TextField';
import { MemberFrame } from './MemberFrame';
import styles from './NicknameScreen.module.css';

/**
 * /user/configuration/nickname: the rules are checked as the member types (lib/account/nickname.ts,
 * the server's own); whether the name is free is the server's answer, shown under the field.
 */
export function NicknameScreen() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const user = useAppSelector(selectUser);
  const [value, setValue] = useState(user.nickname ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const trimmed = value.normalize('NFC').trim();
  const unchanged = trimmed === user.nickname;
  const problem = touched ? nicknameProblem(value) : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (busy || nicknameProblem(value) || unchanged) return;
    setBusy(true);
    setFieldError(null);
    setFormError(null);
    const result = await dispatch(changeNickname(trimmed));
    setBusy(false);
    if (changeNickname.fulfilled.match(result)) {
      await router.push('/user/configuration');
      return;
    }
    const error = result.payload;
    // A taken or refused name belongs under the field; anything else (too many tries, network) above the button.
    if (error?.code === 'CONFLICT' || error?.code === 'INVALID_INPUT') setFieldError(error.message);
    else setFormError(error?.message ?? '잠시 후 다시 시도해 주세요.');
  };

  return (
    <MemberFrame title="닉네임 변경" showTabBar={false}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.lead}>리뷰와 커뮤니티 글에 보이는 이름이에요.</p>
        <TextField
          label="새 닉네임"
          name="nickname"
          autoComplete="nickname"
          maxLength={NICKNAME_MAX + 4}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setFieldError(null);
          }}
          hint={`${NICKNAME_MIN}~${NICKNAME_MAX}자의 한글, 영문, 숫자, 밑줄(_)로 지어 주세요. (${trimmed.length}/${NICKNAME_MAX})`}
          error={problem ?? fieldError}
        />
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <SubmitButton busy={busy} disabled={unchanged}>
          {unchanged ? '지금 쓰는 닉네임이에요' : '변경하기'}
        </SubmitButton>
      </form>
    </MemberFrame>
  );
}
