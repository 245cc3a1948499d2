import { checklistItemKey } from './checklist-item-key';
import { itemKeywords, suggestDocuments, wordsOf } from './evidence-suggestions';

const doc = (name: string, type: string) => ({ id: `${name}-id`, name, type });

describe('evidence suggestions', () => {
  it('splits file names into words', () => {
    expect(wordsOf('CapTable_2024-v3.xlsx')).toEqual(['cap', 'table', '2024', 'v3', 'xlsx']);
  });

  it('suggests the cap-table spreadsheet for the cap table', () => {
    const docs = [doc('board-minutes.pdf', 'pdf'), doc('cap-table.xlsx', 'xlsx'), doc('cap table scan.png', 'png')];
    expect(suggestDocuments('Fully diluted cap table', docs).map((d) => d.name)).toEqual(['cap-table.xlsx', 'cap table scan.png']);
  });

  it('suggests audited accounts for the financial statements, the PDF first', () => {
    const docs = [doc('FS FY2024 audited.docx', 'docx'), doc('Audited FS FY2024.pdf', 'pdf'), doc('team photo.jpg', 'jpg')];
    expect(suggestDocuments('Financial statements (SFRS)', docs).map((d) => d.name)).toEqual(['Audited FS FY2024.pdf', 'FS FY2024 audited.docx']);
  });

  it('suggests nothing on type alone and at most three documents', () => {
    expect(suggestDocuments('Fully diluted cap table', [doc('notes.xlsx', 'xlsx')])).toEqual([]);
    const many = ['a', 'b', 'c', 'd'].map((n) => doc(`contracts ${n}.pdf`, 'pdf'));
    expect(suggestDocuments('Employment contracts', many)).toHaveLength(3);
  });

  it('is deterministic and ignores stop words', () => {
    expect(itemKeywords('Board and shareholder resolutions').words).not.toContain('and');
    const docs = [doc('b.pdf', 'pdf'), doc('NDA signed.pdf', 'pdf'), doc('nda.pdf', 'pdf')];
    expect(suggestDocuments('Non-disclosure agreement', docs)).toEqual(suggestDocuments('Non-disclosure agreement', [...docs].reverse()));
  });

  it('keys items by category and name', () => {
    expect(checklistItemKey('Financial & tax', 'Financial statements (SFRS)')).toBe('financial-tax--financial-statements-sfrs');
    const chinese = checklistItemKey('财务', '审计报告');
    expect(chinese).toMatch(/^[a-z0-9-]{3,160}$/);
    expect(chinese).not.toBe(checklistItemKey('财务', '银行贷款'));
  });
});
