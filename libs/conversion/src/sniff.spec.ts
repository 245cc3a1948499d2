import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as CFB from 'cfb';
import JSZip from 'jszip';
import officeCrypto from 'officecrypto-tool';
import { docxFixture, encryptedOfficeContainer, passwordProtectedDocx, pdfFixture, pngFixture, pptxFixture, xlsxFixture } from '../test/fixtures';
import { ConversionFailure } from './failures';
import { MAX_BYTES } from './limits';
import { pdfLooksEncrypted, sniffDocument } from './sniff';

const jpg = readFileSync(join(__dirname, '../test/fixtures/page.jpg'));

async function refusal(bytes: Buffer, name?: string): Promise<ConversionFailure> {
  const err = await sniffDocument(bytes, name).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof ConversionFailure)) throw new Error(`expected a ConversionFailure, got ${String(err)}`);
  return err;
}

describe('sniffDocument', () => {
  it('recognises each accepted type by its content, whatever the name says or without one', async () => {
    const files: Array<[string, Buffer]> = [
      ['pdf', await pdfFixture(1)],
      ['docx', await docxFixture()],
      ['xlsx', await xlsxFixture()],
      ['pptx', await pptxFixture()],
      ['png', pngFixture()],
      ['jpg', jpg],
    ];
    for (const [type, bytes] of files) {
      await expect(sniffDocument(bytes, `file.${type}`)).resolves.toMatchObject({ type, encrypted: false });
      await expect(sniffDocument(bytes)).resolves.toMatchObject({ type });
    }
    await expect(sniffDocument(jpg, 'PHOTO.JPEG')).resolves.toMatchObject({ type: 'jpg', mime: 'image/jpeg' });
  });

  it('refuses a file whose extension does not match its content, naming both', async () => {
    const err = await refusal(await docxFixture(), 'deck.pptx');
    expect(err.kind).toBe('type-mismatch');
    expect(err.message).toContain('PowerPoint (.pptx)');
    expect(err.message).toContain('Word (.docx)');
    expect((await refusal(pngFixture(), 'scan.pdf')).kind).toBe('type-mismatch');
  });

  it('refuses other types by name or by content', async () => {
    expect((await refusal(Buffer.from('hello'), 'notes.txt')).kind).toBe('unsupported-type');
    expect((await refusal(Buffer.from('GIF89a....'))).kind).toBe('unsupported-type');
    // A zip that is no Office document (an OpenDocument file, say).
    const zip = new JSZip();
    zip.file('mimetype', 'application/vnd.oasis.opendocument.text');
    expect((await refusal(await zip.generateAsync({ type: 'nodebuffer' }))).kind).toBe('unsupported-type');
  });

  it('calls a truncated Office file or a named file without its signature corrupt, and an empty one empty', async () => {
    const docx = await docxFixture();
    expect((await refusal(docx.subarray(0, docx.length / 2), 'memo.docx')).kind).toBe('corrupt');
    expect((await refusal(Buffer.from('not really a pdf'), 'memo.pdf')).kind).toBe('corrupt');
    expect((await refusal(Buffer.alloc(0), 'memo.pdf')).kind).toBe('empty');
  });

  it('refuses a password-protected Office file (an encrypted package in a compound file) as password-protected', async () => {
    const err = await refusal(encryptedOfficeContainer(), 'cap-table.xlsx');
    expect(err.kind).toBe('password-protected');
    expect(err.permanent).toBe(true);
    expect(err.message).toMatch(/password-protected/);
  });

  it('refuses a DOCX really encrypted with a password (MS-OFFCRYPTO agile encryption) as password-protected, whatever its name', async () => {
    const locked = await passwordProtectedDocx('diligence', 'Share purchase agreement');
    // A real one: a compound file holding the encrypted package, which opens with the password only.
    const streams = CFB.read(locked, { type: 'buffer' }).FullPaths.map((path) => path.replace(/^Root Entry\//, ''));
    expect(streams).toEqual(expect.arrayContaining(['EncryptionInfo', 'EncryptedPackage']));
    const opened = await JSZip.loadAsync(await officeCrypto.decrypt(locked, { password: 'diligence' }));
    expect(await opened.file('word/document.xml')!.async('string')).toContain('Share purchase agreement');

    for (const name of ['agreement.docx', 'agreement', undefined]) {
      const err = await refusal(locked, name);
      expect({ name, kind: err.kind, permanent: err.permanent }).toEqual({ name, kind: 'password-protected', permanent: true });
    }
    // Agile encryption derives its key with 100,000 rounds of SHA-512 (in JavaScript here), once
    // to encrypt and once to decrypt: seconds on a busy machine.
  }, 60_000);

  it('marks a PDF with an /Encrypt dictionary as encrypted, and not one that only mentions EncryptMetadata', async () => {
    const plain = await pdfFixture(1);
    expect(pdfLooksEncrypted(plain)).toBe(false);
    // An incremental update's trailer naming an encryption dictionary.
    const withEncrypt = Buffer.concat([plain, Buffer.from('\ntrailer\n<< /Size 9 /Encrypt 9 0 R >>\n%%EOF\n', 'latin1')]);
    expect(pdfLooksEncrypted(withEncrypt)).toBe(true);
    await expect(sniffDocument(withEncrypt, 'locked.pdf')).resolves.toMatchObject({ type: 'pdf', encrypted: true });
    expect(pdfLooksEncrypted(Buffer.from('%PDF-1.7 << /EncryptMetadata false >>'))).toBe(false);
  });

  it('refuses a file over its type’s size limit', async () => {
    const big = Buffer.concat([pngFixture(), Buffer.alloc(MAX_BYTES.png)]);
    const err = await refusal(big, 'photo.png');
    expect(err.kind).toBe('too-large');
    expect(err.message).toContain('20 MB');
  });
});
