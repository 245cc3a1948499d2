/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { recoveryCodesText } from './recovery-codes-text';

// docs/product-rules.md, "Accounts and security": the recovery codes are copied or downloaded, and saved before Done.
const CODES = ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'];

describe('RecoveryCodesPanel', () => {
  afterEach(() => jest.restoreAllMocks());

  it('"Copy all" puts every code on the clipboard and says Copied', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<RecoveryCodesPanel codes={CODES} email="mei@example.sg" onDone={jest.fn()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy all' })));
    expect(writeText).toHaveBeenCalledWith('AAAA-BBBB-CCCC-DDDD\nEEEE-FFFF-GGGG-HHHH');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByText('Copied to the clipboard.')).toBeTruthy();
  });

  it('says so when the browser blocks the clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    render(<RecoveryCodesPanel codes={CODES} email="mei@example.sg" onDone={jest.fn()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy all' })));
    expect(screen.getByText(/Copying was blocked by the browser/)).toBeTruthy();
  });

  it('"Download .txt" saves blueprint-vault-recovery-codes.txt with the codes, the account e-mail and the date', async () => {
    let saved: Blob | null = null;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:codes';
    });
    URL.revokeObjectURL = jest.fn();
    let downloadName = '';
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloadName = this.download;
    });
    render(<RecoveryCodesPanel codes={CODES} email="mei@example.sg" onDone={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download .txt' }));
    expect(downloadName).toBe('blueprint-vault-recovery-codes.txt');
    // jsdom's Blob has no text(): read it as a browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved as unknown as Blob);
    });
    expect(text).toContain('Account: mei@example.sg');
    expect(text).toMatch(/Created: \d{1,2} \w{3} \d{4}/);
    expect(text).toContain('AAAA-BBBB-CCCC-DDDD\nEEEE-FFFF-GGGG-HHHH');
  });

  it('enables Done only once "I have saved these codes" is ticked', () => {
    const onDone = jest.fn();
    render(<RecoveryCodesPanel codes={CODES} email="mei@example.sg" onDone={onDone} />);
    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I have saved these codes'));
    expect(done.disabled).toBe(false);
    fireEvent.click(done);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('the file names its account and date in Singapore time', () => {
    expect(recoveryCodesText(CODES, 'mei@example.sg', new Date('2026-11-27T17:00:00Z')).split('\n').slice(0, 3)).toEqual([
      'Blueprint Vault recovery codes',
      'Account: mei@example.sg',
      'Created: 28 Nov 2026',
    ]);
  });
});
