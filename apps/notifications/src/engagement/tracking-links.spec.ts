import { addTracking } from './tracking-links';

describe('addTracking', () => {
  const links = {
    clickUrl: (target: string) => `https://bv.example/api/v1/email/click?token=t&url=${encodeURIComponent(target)}`,
    openPixelUrl: 'https://bv.example/api/v1/email/open?token=o',
    keep: (target: string) => target.includes('/api/v1/email/') || target.includes('/account?tab=notifications'),
  };

  it('wraps web links in the click redirect, with the original target un-escaped first', () => {
    const html = '<body><a href="https://bv.example/pricing?a=1&amp;b=2">Plans</a></body>';
    expect(addTracking(html, links)).toContain(
      `href="https://bv.example/api/v1/email/click?token=t&amp;url=${encodeURIComponent('https://bv.example/pricing?a=1&b=2')}"`,
    );
  });

  it('keeps unsubscribe and preference links, and mailto links, as they are', () => {
    const html =
      '<body><a href="https://bv.example/api/v1/email/unsubscribe?token=u">Unsubscribe</a><a href="https://bv.example/account?tab=notifications">Prefs</a><a href="mailto:hello@bv.example">Mail</a></body>';
    const out = addTracking(html, links);
    expect(out).toContain('href="https://bv.example/api/v1/email/unsubscribe?token=u"');
    expect(out).toContain('href="https://bv.example/account?tab=notifications"');
    expect(out).toContain('href="mailto:hello@bv.example"');
  });

  it('adds one open pixel just before the end of the body', () => {
    const out = addTracking('<html><body><p>Hi</p></body></html>', links);
    expect(out).toMatch(/<p>Hi<\/p><img src="https:\/\/bv.example\/api\/v1\/email\/open\?token=o" width="1" height="1" alt=""[^>]*><\/body><\/html>$/);
  });
});
