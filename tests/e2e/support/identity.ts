import { expect, type Page } from '@playwright/test';

export type SandboxPerson = {
  name: string;
  birthDate: string;
  carrier: 'SKT' | 'KT' | 'LG U+' | '알뜰폰';
  phone: string;
};

/** A person of our own per run: the sandbox knows a person by name and birth date. */
export function newSandboxPerson(phone = '01024681357'): SandboxPerson {
  const syllables = '가나다라마바사아자차카타파하';
  const name = `라이더${Array.from({ length: 3 }, () => syllables[Math.floor(Math.random() * syllables.length)]).join('')}`;
  return { name, birthDate: '19920314', carrier: 'LG U+', phone };
}

/**
 * Presses 휴대폰 본인인증 on `page` and completes the sandbox carrier check in the popup it opens,
 * reading the simulated SMS from the popup as a person reads it from their phone.
 */
export async function passSandboxCheck(page: Page, person: SandboxPerson, screenshot?: string): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: '휴대폰 본인인증' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/identity\/sandbox\/iv_/);
  await expect(popup.getByRole('heading', { name: '휴대폰 본인인증' })).toBeVisible();
  await popup.getByLabel('이름').fill(person.name);
  await popup.getByLabel('생년월일 8자리').fill(person.birthDate);
  await popup.getByText(person.carrier, { exact: true }).click();
  await popup.getByLabel('휴대폰 번호').fill(person.phone);
  await popup.getByRole('button', { name: '인증번호 받기' }).click();
  const code = (await popup.getByTestId('sandbox-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await expect(popup.getByText('테스트 환경 문자 (실제로 발송되지 않아요)')).toBeVisible();
  await expect(popup.getByRole('timer')).toHaveText(/^[23]:\d{2}$/);
  await popup.getByLabel('인증번호 6자리').fill(code);
  if (screenshot) await popup.screenshot({ path: screenshot });
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: '확인' }).click();
  await closed;
}
