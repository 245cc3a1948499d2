import { LITE_QUESTIONS } from '@bv/domain';
import { closeBrowserAndDatabase, GATEWAY_URL, openBrowserAndDatabase } from './harness';
jest.setTimeout(300_000);
it('lite results shots', async () => {
  const { browser, db } = await openBrowserAndDatabase();
  for (const [w, h] of [[390, 844], [1366, 900]]) {
    for (const points of [[10, 10, 10, 10, 10], [5, 5, 2, 5, 2]]) {
      const page = await browser.newPage({ viewport: { width: w, height: h }, reducedMotion: 'reduce' });
      await page.goto(`${GATEWAY_URL}/#exitcheck-lite`);
      const section = page.locator('#exitcheck-lite');
      await section.getByLabel('Your name').fill('Mei Lin Tan');
      await section.getByLabel('Email').fill(`shots-${w}-${points[0]}-${Date.now()}@example.sg`);
      await section.getByRole('button', { name: 'Start Assessment' }).click();
      for (const [i, q] of LITE_QUESTIONS.exitcheck.entries()) {
        await section.getByText(`Step ${i + 2} of 7`).waitFor();
        await section.getByRole('radio', { name: q.options.find((o) => o.points === points[i])!.text }).check();
        await section.getByRole('button', { name: i === 4 ? 'Get Results' : 'Next' }).click();
      }
      await section.locator('.score-summary__value').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `.tmp/shots/lite-${w}-${points[0]}.png` });
      await page.screenshot({ path: `.tmp/shots/lite-${w}-${points[0]}-full.png`, fullPage: true });
      await page.close();
    }
  }
  await closeBrowserAndDatabase(browser, db);
});
