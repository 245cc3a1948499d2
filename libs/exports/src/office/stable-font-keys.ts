import { createHash } from 'node:crypto';
import type JSZip from 'jszip';

/**
 * Word stores an embedded font "obfuscated": the first 32 bytes XORed with a GUID kept in
 * word/fontTable.xml. The docx package draws a random GUID per render, so the same document
 * would never give the same bytes. This swaps each key for one derived from the font's slot and
 * re-obfuscates its file to match, which Word reads exactly as before.
 */
export async function stabiliseFontKeys(zip: JSZip): Promise<void> {
  const table = zip.file('word/fontTable.xml');
  const rels = zip.file('word/_rels/fontTable.xml.rels');
  if (!table || !rels) return;
  const targets = new Map([...(await rels.async('string')).matchAll(/Id="([^"]+)"[^>]*Target="([^"]+)"|Target="([^"]+)"[^>]*Id="([^"]+)"/g)].map((m) => [m[1] ?? m[4], m[2] ?? m[3]]));
  let xml = await table.async('string');
  for (const [element, id, oldKey] of [...xml.matchAll(/<w:embed\w+ r:id="([^"]+)" w:fontKey="\{([0-9A-F-]+)\}"/gi)].map((m) => [m[0], m[1], m[2]] as const)) {
    const target = targets.get(id);
    const font = target && zip.file(`word/${target}`);
    if (!font) continue;
    const newKey = stableGuid(`${target}`);
    const data = await font.async('uint8array');
    const oldBytes = keyBytes(oldKey);
    const newBytes = keyBytes(newKey);
    for (let i = 0; i < 32 && i < data.length; i += 1) data[i] ^= oldBytes[i % 16] ^ newBytes[i % 16];
    zip.file(`word/${target}`, data, { binary: true });
    xml = xml.replace(element, element.replace(oldKey, newKey));
  }
  zip.file('word/fontTable.xml', xml);
}

function stableGuid(seed: string): string {
  const hex = createHash('sha256').update(`blueprint-vault-font:${seed}`).digest('hex').slice(0, 32).toUpperCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key's bytes in the order the obfuscation uses them (the GUID's hex pairs, reversed). */
function keyBytes(guid: string): number[] {
  return (guid.replace(/-/g, '').match(/../g) ?? []).map((pair) => parseInt(pair, 16)).reverse();
}
