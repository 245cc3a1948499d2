/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../test/render-with-providers';
import { signedInAs } from '../test/session.factory';
import { UNSAVED_TITLE } from './editor/use-unsaved-changes';
import { fakePitchPrepServer } from './fake-pitchprep-server';
import { CONFLICT_MESSAGE, PitchPrepOutputPage } from './output-page';
import { buildChecklist, buildDeck, buildView, CHECKLIST_ID, DECK_ID, FAQ_ID } from './pitchprep.factory';

const saveButton = () => screen.getByRole('button', { name: 'Save version' });
const thumbnails = () => within(screen.getByRole('list', { name: /^Slides: select to edit/ })).getAllByRole('button');
/** Selects slide n on the rail: the canvas then shows that slide's fields (and only those). */
const slide = (n: number) => {
  fireEvent.click(thumbnails()[n - 1]);
  return screen.getByRole('group', { name: new RegExp(`^Slide ${n} of \\d+:`) });
};
/** The slides in order, as the rail names them ("Edit slide 2: The problem"). */
const slideTitles = () => thumbnails().map((b) => b.querySelector('.visually-hidden')?.textContent?.replace(/^Edit slide \d+: /, ''));
const openDownloads = () => fireEvent.click(screen.getByRole('button', { name: 'Download', expanded: false }));

function renderOutput(id: string) {
  return renderRoutes(
    [
      { path: '/pitchprep/outputs/:id', element: <PitchPrepOutputPage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { path: `/pitchprep/outputs/${id}`, loadSession: signedInAs() },
  );
}

afterEach(() => jest.restoreAllMocks());

describe('deck editor', () => {
  it('shows the output with its authorship badge and history, with Save version disabled until something changes', async () => {
    fakePitchPrepServer({ outputs: { [DECK_ID]: buildView('exit_deck', { version: 2 }) } });
    await renderOutput(DECK_ID);

    expect(await screen.findByRole('heading', { level: 1, name: 'Lion City Logistics exit deck' })).toBeTruthy();
    expect(screen.getByText('Exit deck · Exit track')).toBeTruthy();
    expect(screen.getByText('Written from your answers')).toBeTruthy();
    expect(slideTitles()).toEqual(['Lion City Logistics', 'The problem', 'Traction']);
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('All changes saved');
    // The downloads sit behind one Download button, so the save bar stays one row.
    expect(screen.queryByRole('button', { name: 'Download investor PPTX' })).toBeNull();
    openDownloads();
    expect(screen.getByRole('button', { name: 'Download', expanded: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download investor PPTX' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download presenter PPTX (with notes)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download investor PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download presenter PDF (with notes)' })).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Version history' });
    expect(within(history).getAllByRole('listitem').map((li) => li.querySelector('.pp-versions__name')?.textContent)).toEqual([
      'Version 2 (current)',
      'Version 1',
    ]);
    expect(within(history).getAllByRole('button', { name: /Restore/ }).map((b) => b.textContent)).toEqual(['Restore version 1']);
    // Escape closes the menu and gives focus back to its button.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Download investor PPTX' }), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Download investor PPTX' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Download', expanded: false }));
  });

  it('keeps the site grid: the editor sits in the same container as every workspace page', async () => {
    fakePitchPrepServer({ outputs: { [DECK_ID]: buildView('exit_deck') } });
    await renderOutput(DECK_ID);
    await screen.findByRole('heading', { level: 1 });
    const shell = screen.getByRole('navigation', { name: 'Workspace' }).parentElement;
    expect(shell?.className).toBe('workspace container');
  });

  it('says unsaved changes in the save bar and that downloads use the last saved version', async () => {
    fakePitchPrepServer({ outputs: { [DECK_ID]: buildView('exit_deck') } });
    await renderOutput(DECK_ID);
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(within(slide(2)).getByLabelText('Slide title'), { target: { value: 'Edited' } });
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    expect(screen.getByRole('status').classList.contains('is-dirty')).toBe(true);
    openDownloads();
    expect(screen.getByText('Downloads use the last saved version.')).toBeTruthy();
  });

  it('Ctrl+S saves a version while there is something to save, and does nothing (not the browser\'s Save page) when there is not', async () => {
    const server = fakePitchPrepServer({ outputs: { [DECK_ID]: buildView('exit_deck') } });
    await renderOutput(DECK_ID);
    await screen.findByRole('heading', { level: 1 });
    // Nothing to save: the shortcut is still taken from the browser, and no request is sent.
    expect(fireEvent.keyDown(window, { key: 's', ctrlKey: true })).toBe(false);
    expect(server.bodiesTo(`PUT /pitchprep/outputs/${DECK_ID}`)).toHaveLength(0);
    // The save button rests as an outline, not a greyed primary.
    expect(saveButton().className).toContain('button--secondary');

    fireEvent.change(within(slide(2)).getByLabelText('Slide title'), { target: { value: 'Two days to the shelf' } });
    expect(saveButton().className).toContain('button--primary');
    fireEvent.keyDown(window, { key: 's', metaKey: true });
    expect(await screen.findByText('Saved as version 2.')).toBeTruthy();
    expect(server.bodiesTo(`PUT /pitchprep/outputs/${DECK_ID}`)).toHaveLength(1);
  });

  it('marks AI-written outputs', async () => {
    fakePitchPrepServer({ outputs: { [DECK_ID]: buildView('pitch_deck', { aiGenerated: true }) } });
    await renderOutput(DECK_ID);
    expect(await screen.findByText('AI-written')).toBeTruthy();
  });

  it('reorders with the move buttons (focus follows the slide), adds and deletes slides, and saves that content on the loaded version', async () => {
    const server = fakePitchPrepServer({ outputs: { [DECK_ID]: buildView('exit_deck') } });
    await renderOutput(DECK_ID);
    await screen.findByRole('heading', { level: 1 });

    expect(within(slide(1)).getByRole('button', { name: 'Move up slide 1' })).toHaveProperty('disabled', true);
    fireEvent.click(within(slide(3)).getByRole('button', { name: 'Move up slide 3' }));
    expect(slideTitles()).toEqual(['Lion City Logistics', 'Traction', 'The problem']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Move up slide 2'));
    // The moved slide stays on the canvas.
    expect(thumbnails()[1].getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Move up slide 2' }));
    expect(slideTitles()).toEqual(['Traction', 'Lion City Logistics', 'The problem']);
    // At the top "Move up" is disabled, so focus goes to the slide's other move button.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Move down slide 1'));
    expect(saveButton()).toHaveProperty('disabled', false);

    fireEvent.click(screen.getByRole('button', { name: 'Add slide' }));
    // The new slide is selected, its title focused.
    const added = screen.getByLabelText('Slide title');
    expect(screen.getByRole('group', { name: /^Slide 4 of 4:/ })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(added));
    fireEvent.change(added, { target: { value: 'Why now' } });
    fireEvent.change(screen.getByLabelText('Point 1'), { target: { value: 'Regional rules changed in 2025' } });

    fireEvent.click(within(slide(2)).getByRole('button', { name: 'Delete slide 2' }));
    const asked = screen.getByRole('alertdialog', { name: 'Delete slide 2, “Lion City Logistics”?' });
    // Focus starts on Cancel, so Enter never deletes by accident.
    expect(document.activeElement).toBe(within(asked).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(asked).getByRole('button', { name: 'Delete slide' }));
    expect(slideTitles()).toEqual(['Traction', 'The problem', 'Why now']);

    fireEvent.click(saveButton());
    expect(await screen.findByText('Saved as version 2.')).toBeTruthy();
    const [sent] = server.bodiesTo(`PUT /pitchprep/outputs/${DECK_ID}`) as Array<{ baseVersion: number; title: string; content: { slides: Array<{ id: string; title: string; content: string }> } }>;
    expect(sent.baseVersion).toBe(1);
    expect(sent.title).toBe('Lion City Logistics exit deck');
    const original = buildDeck().slides;
    expect(sent.content.slides.slice(0, 2)).toEqual([original[2], original[1]]);
    expect(sent.content.slides[2]).toEqual({ id: expect.stringMatching(/^slide-/), title: 'Why now', content: 'Regional rules changed in 2025', notes: '' });
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(screen.getByText(/^Version 2 · last saved/)).toBeTruthy();
  });

  it('keeps a slide when the delete is not confirmed, and never deletes the last one', async () => {
    fakePitchPrepServer({ outputs: { [DECK_ID]: buildView('exit_deck', { content: buildDeck(['Only slide', 'Second']) }) } });
    await renderOutput(DECK_ID);
    await screen.findByRole('heading', { level: 1 });

    fireEvent.click(within(slide(2)).getByRole('button', { name: 'Delete slide 2' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(slideTitles()).toEqual(['Only slide', 'Second']);
    fireEvent.click(screen.getByRole('button', { name: 'Delete slide 2' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete slide' }));
    expect(slideTitles()).toEqual(['Only slide']);
    expect(within(slide(1)).getByRole('button', { name: 'Delete slide 1' })).toHaveProperty('disabled', true);
  });

  it('edits object content as labelled values on the slide and notes beside it', async () => {
    const deck = { slides: [{ id: 'terms', title: 'The deal', content: { Round: 'Seed', Amount: 'S$2M' }, notes: 'Keep it short' }] };
    const server = fakePitchPrepServer({ outputs: { [DECK_ID]: buildView('pitch_deck', { content: deck }) } });
    await renderOutput(DECK_ID);
    await screen.findByRole('heading', { level: 1 });

    const values = within(screen.getByTestId('preview-terms')).getByRole('list');
    expect(within(values).getByLabelText('Round')).toHaveProperty('value', 'Seed');
    fireEvent.change(within(values).getByLabelText('Amount'), { target: { value: 'S$2.5M' } });
    fireEvent.change(within(slide(1)).getByLabelText('Speaker notes'), { target: { value: 'Mention the lead investor' } });
    fireEvent.click(saveButton());

    await screen.findByText('Saved as version 2.');
    expect(server.bodiesTo(`PUT /pitchprep/outputs/${DECK_ID}`)[0]).toMatchObject({
      content: { slides: [{ id: 'terms', title: 'The deal', content: { Round: 'Seed', Amount: 'S$2.5M' }, notes: 'Mention the lead investor' }] },
    });
  });

  it('restores an earlier version as a new one: the title and slides come back', async () => {
    const server = fakePitchPrepServer({ outputs: { [DECK_ID]: buildView('exit_deck') } });
    await renderOutput(DECK_ID);
    await screen.findByRole('heading', { level: 1 });

    fireEvent.change(within(slide(1)).getByLabelText('Slide title'), { target: { value: 'Lion City — for buyers' } });
    fireEvent.click(saveButton());
    await screen.findByText('Saved as version 2.');

    fireEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText('Version 1 restored as version 3.')).toBeTruthy();
    expect(server.bodiesTo(`POST /pitchprep/outputs/${DECK_ID}/restore`)).toEqual([{ version: 1 }]);
    expect(slideTitles()[0]).toBe('Lion City Logistics');
    expect(screen.getByText(/^Version 3 · last saved/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restore version 2' })).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('asks in the page before a restore would throw away unsaved edits', async () => {
    const server = fakePitchPrepServer({ outputs: { [DECK_ID]: buildView('exit_deck', { version: 2 }) } });
    const nativeConfirm = jest.spyOn(window, 'confirm');
    await renderOutput(DECK_ID);
    await screen.findByRole('heading', { level: 1 });

    fireEvent.change(within(slide(1)).getByLabelText('Slide title'), { target: { value: 'Edited' } });
    fireEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Restore version 1?' });
    expect(dialog.textContent).toContain('It replaces your unsaved changes.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.calls()).not.toContain(`POST /pitchprep/outputs/${DECK_ID}/restore`);
    expect(slideTitles()[0]).toBe('Edited');

    fireEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText('Version 1 restored as version 3.')).toBeTruthy();
    expect(nativeConfirm).not.toHaveBeenCalled();
  });

  it('says the output changed in another tab when the save is refused as a conflict, and Reload shows the latest', async () => {
    const server = fakePitchPrepServer({ outputs: { [DECK_ID]: buildView('exit_deck') } });
    await renderOutput(DECK_ID);
    await screen.findByRole('heading', { level: 1 });

    // Another tab saves version 2 meanwhile.
    const other = buildView('exit_deck', { version: 2, content: buildDeck(['From the other tab', 'The problem', 'Traction']) });
    server.state.outputs[DECK_ID] = other;
    fireEvent.change(within(slide(2)).getByLabelText('Slide title'), { target: { value: 'Mine' } });
    fireEvent.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CONFLICT_MESSAGE);
    expect(slideTitles()).toEqual(['Lion City Logistics', 'Mine', 'Traction']);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(slideTitles()).toEqual(['From the other tab', 'The problem', 'Traction']));
    expect(screen.queryByText(CONFLICT_MESSAGE)).toBeNull();
    expect(screen.getByText('Showing the latest version (2).')).toBeTruthy();
  });

  it('warns before leaving with unsaved changes and stays when the founder cancels', async () => {
    fakePitchPrepServer({ outputs: { [DECK_ID]: buildView('exit_deck') } });
    const nativeConfirm = jest.spyOn(window, 'confirm');
    const { router } = await renderOutput(DECK_ID);
    await screen.findByRole('heading', { level: 1 });

    fireEvent.change(within(slide(1)).getByLabelText('Notes', { exact: false }), { target: { value: 'New notes' } });
    await act(() => router.navigate('/dashboard'));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: UNSAVED_TITLE })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`/pitchprep/outputs/${DECK_ID}`);
    expect(within(slide(1)).getByLabelText('Notes', { exact: false })).toHaveProperty('value', 'New notes');

    await act(() => router.navigate('/dashboard'));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: UNSAVED_TITLE })).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(nativeConfirm).not.toHaveBeenCalled();
  });

  it('deletes the output after confirming and goes to the dashboard without an unsaved-changes prompt', async () => {
    const server = fakePitchPrepServer({ outputs: { [DECK_ID]: buildView('exit_deck') } });
    const nativeConfirm = jest.spyOn(window, 'confirm');
    const { router } = await renderOutput(DECK_ID);
    await screen.findByRole('heading', { level: 1 });

    fireEvent.change(within(slide(1)).getByLabelText('Slide title'), { target: { value: 'Unsaved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete output' }));
    const dialog = screen.getByRole('alertdialog', { name: /^Delete “.+”\?$/ });
    // Focus starts on Cancel: Enter on a reflex does not delete.
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete output' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(nativeConfirm).not.toHaveBeenCalled();
    expect(server.calls()).toContain(`DELETE /pitchprep/outputs/${DECK_ID}`);
  });

  it('says when the output does not exist', async () => {
    fakePitchPrepServer();
    await renderOutput('00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: 'Output not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});

describe('FAQ editor', () => {
  it('edits category, question and answer, adds and deletes questions, and saves them', async () => {
    const server = fakePitchPrepServer({ outputs: { [FAQ_ID]: buildView('exit_faq') } });
    await renderOutput(FAQ_ID);
    await screen.findByRole('heading', { level: 1, name: 'Lion City Logistics exit FAQ' });
    openDownloads();
    expect(screen.getByRole('button', { name: 'Download DOCX' })).toBeTruthy();

    const q1 = screen.getByRole('group', { name: 'Question 1' });
    fireEvent.change(within(q1).getByLabelText('Suggested answer'), { target: { value: 'Yes: FY2022 to FY2024, unqualified opinions.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const q3 = screen.getByRole('group', { name: 'Question 3' });
    await waitFor(() => expect(document.activeElement).toBe(within(q3).getByLabelText('Question')));
    expect(within(q3).getByLabelText('Category')).toHaveProperty('value', 'Deal');
    fireEvent.change(within(q3).getByLabelText('Question'), { target: { value: 'Who are your largest customers?' } });
    // Question 2 is folded to its summary: open it to delete it.
    expect(screen.queryByRole('group', { name: 'Question 2' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^2 · Deal/ }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Question 2' })).getByRole('button', { name: 'Delete question 2' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: /^Delete question 2/ })).getByRole('button', { name: 'Delete question' }));
    fireEvent.click(saveButton());

    await screen.findByText('Saved as version 2.');
    expect(server.bodiesTo(`PUT /pitchprep/outputs/${FAQ_ID}`)[0]).toMatchObject({
      baseVersion: 1,
      content: {
        faqs: [
          { category: 'Financials', question: 'Are your accounts audited?', suggestedAnswer: 'Yes: FY2022 to FY2024, unqualified opinions.' },
          { category: 'Deal', question: 'Who are your largest customers?', suggestedAnswer: '' },
        ],
      },
    });
  });
});

describe('FAQ editor folding', () => {
  it('folds each question to its category and question; the first starts open; Expand all and Collapse all', async () => {
    fakePitchPrepServer({ outputs: { [FAQ_ID]: buildView('exit_faq') } });
    await renderOutput(FAQ_ID);
    await screen.findByRole('heading', { level: 1 });
    const toggles = () => screen.getAllByRole('button', { name: /^\d · / });
    expect(toggles().map((b) => [b.textContent, b.getAttribute('aria-expanded')])).toEqual([
      ['1 · FinancialsAre your accounts audited?', 'true'],
      ['2 · DealWill you stay on after the sale?', 'false'],
    ]);
    expect(screen.getAllByRole('textbox', { name: 'Suggested answer' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getAllByRole('textbox', { name: 'Suggested answer' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryAllByRole('textbox', { name: 'Suggested answer' })).toHaveLength(0);
    // The summary follows the question as it is typed.
    fireEvent.click(toggles()[1]);
    fireEvent.change(within(screen.getByRole('group', { name: 'Question 2' })).getByLabelText('Question'), { target: { value: 'Who runs it after you?' } });
    expect(toggles()[1].textContent).toBe('2 · DealWho runs it after you?');
  });
});

describe('checklist editor', () => {
  const category = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} \\d+ of`) });
  const readiness = () => screen.getByRole('group', { name: 'Data-room readiness' });
  const line = (label: 'Readiness' | 'Required') =>
    [...readiness().querySelectorAll('p')].map((p) => p.textContent).find((text) => text?.startsWith(`${label}:`));

  it('shows when each document is needed, counts the first week, and lets the founder move an item to another stage', async () => {
    const checklist = buildChecklist();
    checklist.categories[0].items[0].priority = 'week_1';
    checklist.categories[0].items[1].priority = 'week_1';
    checklist.categories[1].items[0].priority = 'before_term_sheet';
    checklist.categories[1].items[1].priority = 'before_completion';
    const server = fakePitchPrepServer({ outputs: { [CHECKLIST_ID]: buildView('data_room_checklist', { content: checklist }) } });
    await renderOutput(CHECKLIST_ID);
    await screen.findByRole('heading', { level: 1 });

    expect(readiness().querySelector('.pp-readiness__first-week')?.textContent).toMatch(/^First week: 1 of 2 done/);
    expect(screen.getByRole('button', { name: /^Constitution/ }).textContent).toContain('Week 1');

    fireEvent.click(category('Financial'));
    fireEvent.click(screen.getByRole('button', { name: /^Management accounts/ }));
    const when = screen.getByRole('combobox', { name: 'When it is needed' });
    // A raise's stages: no letter of intent.
    expect([...(when as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Week 1', 'Before term sheet', 'Before completion']);
    fireEvent.change(when, { target: { value: 'week_1' } });
    expect(readiness().querySelector('.pp-readiness__first-week')?.textContent).toMatch(/^First week: 1 of 3 done/);

    fireEvent.click(saveButton());
    await screen.findByText('Saved as version 2.');
    const [sent] = server.bodiesTo(`PUT /pitchprep/outputs/${CHECKLIST_ID}`) as Array<{ content: { categories: Array<{ items: Array<{ name: string; priority?: string }> }> } }>;
    expect(sent.content.categories[1].items.map((i) => [i.name, i.priority])).toEqual([
      ['Audited accounts', 'before_term_sheet'],
      ['Management accounts', 'week_1'],
    ]);
  });

  it('shows readiness once (one bar over all items, the required count in words), and updates it as items are ticked', async () => {
    const server = fakePitchPrepServer({ outputs: { [CHECKLIST_ID]: buildView('data_room_checklist') } });
    await renderOutput(CHECKLIST_ID);
    await screen.findByRole('heading', { level: 1 });

    expect(line('Readiness')).toBe('Readiness: 2 of 5 items done');
    expect(line('Required')).toBe('Required: 1 of 3 required items done');
    // The progress is drawn once: no second bar for required items, none per category or in the nav.
    expect(screen.getAllByRole('progressbar').map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-valuenow'), b.getAttribute('aria-valuemax')])).toEqual([['Items done', '2', '5']]);
    expect(document.querySelectorAll('.pp-category__bar, .pp-checklist__jump-bar')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Done (Constitution)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Done (Board minutes)' }));
    expect(line('Readiness')).toBe('Readiness: 2 of 5 items done');
    expect(line('Required')).toBe('Required: 2 of 3 required items done');

    fireEvent.click(category('Financial'));
    fireEvent.click(screen.getByRole('button', { name: /^Management accounts/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Required (Management accounts)' }));
    expect(line('Required')).toBe('Required: 2 of 4 required items done');

    fireEvent.click(saveButton());
    await screen.findByText('Saved as version 2.');
    const [sent] = server.bodiesTo(`PUT /pitchprep/outputs/${CHECKLIST_ID}`) as Array<{ content: { categories: Array<{ items: Array<{ name: string; done?: boolean; required: boolean }> }> } }>;
    expect(sent.content.categories.flatMap((c) => c.items.map((i) => [i.name, i.done === true, i.required]))).toEqual([
      ['ACRA business profile', true, true],
      ['Constitution', true, true],
      ['Board minutes', false, false],
      ['Audited accounts', false, true],
      ['Management accounts', false, true],
    ]);
  });

  it('folds each category into a summary of what is done; the first with required work left starts open', async () => {
    const checklist = buildChecklist();
    // Corporate's required items are all done: Financial is where the work is.
    checklist.categories[0].items[1].done = true;
    fakePitchPrepServer({ outputs: { [CHECKLIST_ID]: buildView('data_room_checklist', { content: checklist }) } });
    await renderOutput(CHECKLIST_ID);
    await screen.findByRole('heading', { level: 1 });

    expect(category('Corporate').textContent).toBe('Corporate3 of 3 done');
    expect(category('Financial').textContent).toBe('Financial0 of 2 done');
    expect(category('Corporate').getAttribute('aria-expanded')).toBe('false');
    expect(category('Financial').getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('checkbox', { name: 'Done (Constitution)' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Done (Audited accounts)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Done (Audited accounts)' }));
    expect(category('Financial').textContent).toBe('Financial1 of 2 done');

    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect([category('Corporate'), category('Financial')].map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'true']);
    expect(screen.getByRole('checkbox', { name: 'Done (Constitution)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect([category('Corporate'), category('Financial')].map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    fireEvent.click(category('Corporate'));
    expect(screen.getByRole('checkbox', { name: 'Done (Constitution)' })).toBeTruthy();
  });

  it('shows each item as one row (Done, name, a badge on the rarer of required and optional, description) that opens to edit its fields and closes with Escape', async () => {
    fakePitchPrepServer({ outputs: { [CHECKLIST_ID]: buildView('data_room_checklist') } });
    await renderOutput(CHECKLIST_ID);
    await screen.findByRole('heading', { level: 1 });

    // Three of five items are required: the two optional ones carry the badge, and a legend says so once.
    expect(document.querySelector('.pp-categories__legend')?.textContent).toBe('Every item is required unless marked Optional');
    const rows = within(screen.getByRole('list', { name: 'Items in Corporate' })).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.pp-check-row__line')?.textContent)).toEqual([
      'Done (ACRA business profile)ACRA business profileCurrent extract',
      'Done (Constitution)ConstitutionLatest version',
      'Done (Board minutes)Board minutesOptionalLast three years',
    ]);
    // Closed rows show no fields: a category is a list to tick, not a form per item.
    expect(screen.queryAllByRole('textbox', { name: 'Name' })).toEqual([]);
    const row = screen.getByRole('button', { name: /^Constitution/ });
    expect(row.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(row);
    expect(row.getAttribute('aria-expanded')).toBe('true');
    const fields = screen.getByRole('group', { name: 'Constitution' });
    fireEvent.change(within(fields).getByLabelText('Description'), { target: { value: 'As filed with ACRA' } });
    expect(row.textContent).toBe('ConstitutionAs filed with ACRA');
    // Two of five required now: the badge moves to the required ones.
    fireEvent.click(within(fields).getByRole('checkbox', { name: 'Required (Constitution)' }));
    expect(row.textContent).toBe('ConstitutionAs filed with ACRA');
    expect(screen.getByRole('button', { name: /^ACRA business profile/ }).textContent).toBe('ACRA business profileRequiredCurrent extract');
    fireEvent.keyDown(within(fields).getByLabelText('Name'), { key: 'Escape' });
    expect(row.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(row);
    expect(screen.queryAllByRole('textbox', { name: 'Name' })).toEqual([]);
  });

  it('adds an item to a category and deletes one after confirming', async () => {
    fakePitchPrepServer({ outputs: { [CHECKLIST_ID]: buildView('data_room_checklist') } });
    await renderOutput(CHECKLIST_ID);
    await screen.findByRole('heading', { level: 1 });

    // Collapsed categories hide their items; opening one shows its Add item.
    expect(screen.queryByRole('button', { name: 'Add item to Financial' })).toBeNull();
    fireEvent.click(category('Financial'));
    fireEvent.click(screen.getByRole('button', { name: 'Add item to Financial' }));
    expect(category('Financial').getAttribute('aria-expanded')).toBe('true');
    const added = screen.getByRole('group', { name: 'item 3' });
    await waitFor(() => expect(document.activeElement).toBe(within(added).getByLabelText('Name')));
    fireEvent.change(within(added).getByLabelText('Name'), { target: { value: 'IRAS tax filings' } });
    expect(line('Readiness')).toBe('Readiness: 2 of 6 items done');

    fireEvent.click(screen.getByRole('button', { name: /^ACRA business profile/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete ACRA business profile' }));
    const asked = screen.getByRole('alertdialog', { name: /^Delete “ACRA business profile” from / });
    expect(line('Readiness')).toBe('Readiness: 2 of 6 items done');
    fireEvent.click(within(asked).getByRole('button', { name: 'Delete item' }));
    expect(line('Readiness')).toBe('Readiness: 1 of 5 items done');
    expect(screen.queryByRole('group', { name: 'ACRA business profile' })).toBeNull();
  });
});

describe('raw content', () => {
  it('shows content of an unexpected shape as it is stored, read-only', async () => {
    fakePitchPrepServer({ outputs: { [DECK_ID]: buildView('exit_deck', { content: { pages: ['one'] } }) } });
    await renderOutput(DECK_ID);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/"pages"/)).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
  });
});
