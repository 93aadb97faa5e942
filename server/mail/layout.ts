/**
 * The one look of our mail: a plain, single-column message that reads well in Naver Mail, Gmail
 * and Daum on a phone, inline styles only (mail clients drop <style>), a button and the same link
 * written out for clients that block buttons. Every dynamic value is escaped.
 */
export function escapeMailHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string
  );
}

export type MailLayout = {
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
};

export function renderMailHtml({ title, paragraphs, action, footnote }: MailLayout): string {
  const p = (text: string) =>
    `<p style="margin:0 0 12px;font-size:15px;line-height:1.6;color:#333">${escapeMailHtml(text)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeMailHtml(action.url)}" style="display:inline-block;padding:14px 24px;background:#1b64da;color:#fff;text-decoration:none;border-radius:8px;font-weight:700;font-size:15px">${escapeMailHtml(action.label)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#666;word-break:break-all">버튼이 열리지 않으면 아래 주소를 복사해 브라우저에 붙여 넣어 주세요.<br>${escapeMailHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="ko"><body style="margin:0;padding:24px 16px;background:#f4f5f7;font-family:-apple-system,'Apple SD Gothic Neo','Malgun Gothic',sans-serif">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:28px 24px">
<p style="margin:0 0 20px;font-weight:800;font-size:16px;color:#1b64da">라이드마켓</p>
<h1 style="margin:0 0 16px;font-size:20px;color:#111">${escapeMailHtml(title)}</h1>
${paragraphs.map(p).join('\n')}
${button}
${footnote ? `<p style="margin:20px 0 0;font-size:12px;color:#888">${escapeMailHtml(footnote)}</p>` : ''}
</div>
<p style="max-width:480px;margin:16px auto 0;font-size:12px;color:#888;text-align:center">이 메일은 발신 전용이에요. 궁금한 점은 라이드마켓 고객센터로 문의해 주세요.</p>
</body></html>`;
}

export function renderMailText({ title, paragraphs, action, footnote }: MailLayout): string {
  return [
    `[라이드마켓] ${title}`,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    ...(footnote ? ['', footnote] : []),
  ].join('\n');
}
