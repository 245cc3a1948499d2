import { BRAND_COLOURS } from '@bv/brand';
import { renderTemplateHtml } from './email-html';
import { catalogueTemplate } from './template-catalogue';

describe('renderTemplateHtml: the brand in every e-mail', () => {
  const html = renderTemplateHtml(catalogueTemplate('set_password'));

  it('opens with the navy masthead, the gold mark and the name in the heading font stack', () => {
    expect(html).toContain(`background:${BRAND_COLOURS.ink900};border-bottom:3px solid ${BRAND_COLOURS.accent}`);
    expect(html).toMatch(/font-family:Caladea, [^"]*serif;font-weight:bold;font-size:20px[^>]*>Blueprint Vault</);
  });

  it('sets the body in the Inter stack on paper, and the button gold with navy text', () => {
    expect(html).toContain(`background:${BRAND_COLOURS.paper};font-family:Inter,`);
    expect(html).toMatch(new RegExp(`<a href="\\{\\{activationUrl\\}\\}" style="display:inline-block;background:${BRAND_COLOURS.accent};color:${BRAND_COLOURS.ink900}`));
  });
});
