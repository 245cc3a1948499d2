import { forbiddenPage } from './admin-pages';

describe('forbiddenPage', () => {
  it("puts the refusal into the app's page, so it is styled and reads the same before any script runs", () => {
    const index = `<!doctype html><html><head><link rel="stylesheet" href="/assets/index.css"></head>
  <body>
    <div id="root"><header class="site-header" aria-hidden="true"><div class="site-header__inner container"></div></header></div>
  </body>
</html>`;
    const page = forbiddenPage(index);
    expect(page).toContain('<link rel="stylesheet" href="/assets/index.css">');
    expect(page).toContain('<h1>This area is for administrators</h1>');
    expect(page).toContain('class="button button--primary" href="/"');
    expect(page.match(/id="root"/g)).toHaveLength(1);
    expect(forbiddenPage('no root here')).toContain('This area is for administrators');
  });
});
