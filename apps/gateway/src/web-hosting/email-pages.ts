/** Small server-rendered pages for links opened from mail; the SPA is not needed for them. */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The pages' one stylesheet, inline; the CSP allows it by its hash (http/security-headers.ts). */
export const EMAIL_PAGE_STYLE = `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f5f7;color:#14213d}main{max-width:480px;margin:48px auto;padding:24px;background:#fff;border-radius:8px}
h1{font-size:22px}p{line-height:1.5}button{background:#14213d;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:16px;cursor:pointer}a{color:#14213d}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | Blueprint Vault</title>
<style>${EMAIL_PAGE_STYLE}</style>
</head><body><main>${body}</main></body></html>`;
}

export function unsubscribeConfirmPage(address: string, actionUrl: string): string {
  return page(
    'Unsubscribe',
    `<h1>Unsubscribe</h1><p>Stop marketing e-mail from Blueprint Vault to <strong>${escapeHtml(address)}</strong>? You will still receive mail about your account and purchases.</p>
<form method="post" action="${escapeHtml(actionUrl)}"><input type="hidden" name="confirm" value="yes"><button type="submit">Unsubscribe</button></form>`,
  );
}

export function unsubscribedPage(address: string): string {
  return page(
    'Unsubscribed',
    `<h1>You're unsubscribed</h1><p><strong>${escapeHtml(address)}</strong> will get no more marketing e-mail from Blueprint Vault. Mail about your account and purchases still arrives.</p>
<p>Changed your mind? Turn marketing mail back on in your <a href="/account?tab=notifications">account preferences</a>.</p>`,
  );
}

export function invalidLinkPage(message: string): string {
  return page('Link not valid', `<h1>This link is not valid</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to Blueprint Vault</a></p>`);
}
