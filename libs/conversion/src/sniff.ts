import * as CFB from 'cfb';
import JSZip from 'jszip';
import { ConversionFailure, FAILURE_MESSAGES } from './failures';
import { MAX_BYTES } from './limits';

export type DocumentType = 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'png' | 'jpg';

export const DOCUMENT_TYPES: Readonly<Record<DocumentType, { label: string; mime: string; extensions: readonly string[] }>> = {
  pdf: { label: 'PDF', mime: 'application/pdf', extensions: ['pdf'] },
  docx: { label: 'Word (.docx)', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  xlsx: { label: 'Excel (.xlsx)', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
  pptx: { label: 'PowerPoint (.pptx)', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extensions: ['pptx'] },
  png: { label: 'PNG image', mime: 'image/png', extensions: ['png'] },
  jpg: { label: 'JPG image', mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
};

/**
 * `encrypted`: a PDF with an /Encrypt dictionary. Only the conversion can tell whether it needs a
 * password to open (pdfinfo fails: refused as password-protected) or only restricts printing or
 * copying with an owner password, which every reader opens (and which is converted as usual).
 */
export type SniffedDocument = { type: DocumentType; mime: string; encrypted: boolean };

/** The OOXML main parts, by their content type in [Content_Types].xml (ECMA-376 part 1). */
const OOXML_MAIN_PARTS: ReadonlyArray<[DocumentType, string]> = [
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
  ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'],
];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function typeFromName(fileName: string | undefined): DocumentType | null | undefined {
  if (!fileName) return undefined;
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  const ext = fileName.slice(dot + 1).toLowerCase();
  const found = (Object.keys(DOCUMENT_TYPES) as DocumentType[]).find((type) => DOCUMENT_TYPES[type].extensions.includes(ext));
  return found ?? null;
}

/**
 * A PDF whose trailer (or cross-reference stream dictionary) names an /Encrypt dictionary needs
 * decryption to be rendered (ISO 32000-1, 7.6); whether it needs a password, pdfinfo tells.
 */
export function pdfLooksEncrypted(bytes: Buffer): boolean {
  const token = Buffer.from('/Encrypt');
  let at = bytes.indexOf(token);
  while (at >= 0) {
    const next = bytes[at + token.length];
    // "/Encrypt 12 0 R" or "/Encrypt<<": not "/EncryptMetadata", a key of the dictionary itself.
    if (next === undefined || next === 0x20 || next === 0x0a || next === 0x0d || next === 0x3c || next === 0x09) return true;
    at = bytes.indexOf(token, at + token.length);
  }
  return false;
}

async function ooxmlType(bytes: Buffer): Promise<DocumentType | 'other' | 'corrupt'> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return 'corrupt';
  }
  const types = zip.file('[Content_Types].xml');
  if (!types) return 'other';
  let xml: string;
  try {
    xml = await types.async('string');
  } catch {
    return 'corrupt';
  }
  for (const [type, contentType] of OOXML_MAIN_PARTS) {
    // The main part's Override, and the part itself present in the archive.
    const override = new RegExp(`<Override[^>]*PartName="/([^"]+)"[^>]*ContentType="${contentType.replace(/[.+]/g, '\\$&')}"`).exec(xml)
      ?? new RegExp(`<Override[^>]*ContentType="${contentType.replace(/[.+]/g, '\\$&')}"[^>]*PartName="/([^"]+)"`).exec(xml);
    if (override) return zip.file(decodeURIComponent(override[1])) ? type : 'corrupt';
  }
  return 'other';
}

/**
 * A password-protected .docx/.xlsx/.pptx is not a zip: Office wraps the encrypted package in a
 * Compound File (OLE) with EncryptionInfo and EncryptedPackage streams (MS-OFFCRYPTO 2.3.4).
 * Other compound files are the legacy binary formats (.doc, .xls, .ppt).
 */
function cfbIsEncryptedPackage(bytes: Buffer): boolean | 'corrupt' {
  try {
    const container = CFB.read(bytes, { type: 'buffer' });
    const names = new Set(container.FullPaths.map((path) => path.replace(/\/$/, '').split('/').pop()));
    return names.has('EncryptionInfo') && names.has('EncryptedPackage');
  } catch {
    return 'corrupt';
  }
}

const describe = (type: DocumentType) => DOCUMENT_TYPES[type].label;

/**
 * What an upload is, by its content, checked against its name's extension and the per-type size
 * limit. Throws a ConversionFailure (unsupported-type, type-mismatch, too-large, empty, corrupt,
 * password-protected for an encrypted Office file) with a message for the founder.
 */
export async function sniffDocument(bytes: Buffer, fileName?: string): Promise<SniffedDocument> {
  const named = typeFromName(fileName);
  if (named === null) throw new ConversionFailure('unsupported-type', FAILURE_MESSAGES.unsupportedType);
  if (bytes.length === 0) throw new ConversionFailure('empty', FAILURE_MESSAGES.empty);

  const detected = await detect(bytes, named);
  if (named && named !== detected) {
    throw new ConversionFailure('type-mismatch', FAILURE_MESSAGES.typeMismatch(describe(named), describe(detected)));
  }
  if (bytes.length > MAX_BYTES[detected]) {
    throw new ConversionFailure('too-large', FAILURE_MESSAGES.tooLarge(describe(detected), MAX_BYTES[detected] / (1024 * 1024)));
  }
  return { type: detected, mime: DOCUMENT_TYPES[detected].mime, encrypted: detected === 'pdf' && pdfLooksEncrypted(bytes) };
}

async function detect(bytes: Buffer, named: DocumentType | undefined): Promise<DocumentType> {
  const head = bytes.subarray(0, 8);
  // PDF readers accept the header within the first 1024 bytes (some generators prepend junk).
  const pdfAt = bytes.subarray(0, 1024).indexOf('%PDF-');
  if (pdfAt >= 0) return 'pdf';
  if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  const officeNamed = named === 'docx' || named === 'xlsx' || named === 'pptx';
  if (head.subarray(0, 4).equals(ZIP_SIGNATURE)) {
    const type = await ooxmlType(bytes);
    if (type === 'corrupt') throw new ConversionFailure('corrupt', FAILURE_MESSAGES.corrupt);
    if (type === 'other') throw new ConversionFailure('unsupported-type', FAILURE_MESSAGES.unsupportedType);
    return type;
  }
  if (head.equals(CFB_SIGNATURE)) {
    const encrypted = cfbIsEncryptedPackage(bytes);
    if (encrypted === true) throw new ConversionFailure('password-protected', FAILURE_MESSAGES.passwordProtected);
    if (encrypted === 'corrupt' && officeNamed) throw new ConversionFailure('corrupt', FAILURE_MESSAGES.corrupt);
    throw new ConversionFailure('unsupported-type', FAILURE_MESSAGES.unsupportedType);
  }
  // Named as a supported type but none of the signatures: a truncated or damaged file.
  if (named) throw new ConversionFailure('corrupt', FAILURE_MESSAGES.corrupt);
  throw new ConversionFailure('unsupported-type', FAILURE_MESSAGES.unsupportedType);
}
