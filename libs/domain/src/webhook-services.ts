/**
 * The automation services whose catch hooks the ExitCheck results may be posted to from the
 * browser. The page's security policy lets exactly these hosts through (connect-src), so the
 * form accepts exactly these (an address elsewhere would fail in the browser anyway).
 */
export const WEBHOOK_SERVICES = [
  { name: 'Zapier', host: 'hooks.zapier.com', example: 'https://hooks.zapier.com/hooks/catch/…' },
  { name: 'Make', host: '*.make.com', example: 'https://hook.eu1.make.com/…' },
  { name: 'Pipedream', host: '*.m.pipedream.net', example: 'https://….m.pipedream.net' },
  { name: 'n8n Cloud', host: '*.app.n8n.cloud', example: 'https://….app.n8n.cloud/webhook/…' },
] as const;

/** The CSP sources: `https://` and the host, wildcards as CSP writes them. */
export const WEBHOOK_CSP_SOURCES = WEBHOOK_SERVICES.map((service) => `https://${service.host}`);

/** Whether an https address belongs to one of the services (a wildcard stands for one or more labels). */
export function isSupportedWebhookHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return WEBHOOK_SERVICES.some(({ host: pattern }) => (pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern));
}
