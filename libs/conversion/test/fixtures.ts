import * as CFB from 'cfb';
import { Document, Packer, Paragraph } from 'docx';
import JSZip from 'jszip';
import officeCrypto from 'officecrypto-tool';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';
import { deflateSync } from 'node:zlib';

/** Small real files of each accepted type, made by the libraries the exports use. */

export async function docxFixture(text = 'Term sheet'): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph(text)] }] }));
}

export async function pptxFixture(text = 'Seed round'): Promise<Buffer> {
  const deck = new PptxGenJS();
  deck.addSlide().addText(text, { x: 1, y: 1, w: 6, h: 1 });
  deck.addSlide().addText('Team', { x: 1, y: 1, w: 6, h: 1 });
  return Buffer.from((await deck.write({ outputType: 'nodebuffer' })) as ArrayBuffer);
}

/** A one-sheet workbook with the four parts SpreadsheetML needs (ECMA-376 part 1, 18.2). */
export async function xlsxFixture(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  );
  zip.file(
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      '<sheets><sheet name="Cap table" sheetId="1" r:id="rId1"/></sheets></workbook>',
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  );
  zip.file(
    'xl/worksheets/sheet1.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Founder</t></is></c><c r="B1"><v>60</v></c></row>' +
      '<row r="2"><c r="A2" t="inlineStr"><is><t>Investor</t></is></c><c r="B2"><v>40</v></c></row></sheetData></worksheet>',
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export async function pdfFixture(pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([595, 842]).drawText(`Page ${i}`, { x: 50, y: 780, size: 24, font });
  return Buffer.from(await doc.save());
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A 4×3 RGB PNG written by hand (signature, IHDR, IDAT, IEND). */
export function pngFixture(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(4, 0);
  ihdr.writeUInt32BE(3, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = Buffer.concat(Array.from({ length: 3 }, () => Buffer.from([0, ...Array.from({ length: 4 }, () => [30, 90, 200]).flat()])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A .docx saved with a password as Office saves it: the package encrypted with ECMA-376 agile
 * encryption (AES-256, SHA-512 key derivation) into a compound file's EncryptedPackage stream,
 * with its EncryptionInfo (MS-OFFCRYPTO 2.3.4), by officecrypto-tool; it decrypts back to the
 * document with the password, and LibreOffice cannot load it without one.
 */
export async function passwordProtectedDocx(password = 'diligence', text = 'Term sheet'): Promise<Buffer> {
  return officeCrypto.encrypt(await docxFixture(text), { password });
}

/**
 * The container Office writes for a password-protected .docx/.xlsx/.pptx: a compound file with
 * EncryptionInfo and EncryptedPackage streams (MS-OFFCRYPTO 2.3.4). The streams' contents are
 * placeholders: the converter refuses the file by its container, never by decrypting it.
 */
export function encryptedOfficeContainer(): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/EncryptionInfo', Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]));
  CFB.utils.cfb_add(container, '/EncryptedPackage', Buffer.alloc(4096, 7));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Buffer);
}
