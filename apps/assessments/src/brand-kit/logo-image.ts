import { appError, assessmentsErrors } from '@bv/contracts';
import { LOGO_RULES } from '@bv/domain';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** A logo as we store it: a PNG we encoded ourselves from the decoded pixels, and its size. */
export type StoredLogo = { png: Buffer; width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Checks an uploaded logo and re-encodes it (docs/product-rules.md, "Brand kit"): only PNG and
 * JPEG, told apart by their bytes, not the name or the declared type (an SVG, which can carry
 * scripts, is refused whatever it claims to be); at most LOGO_RULES.maxBytes and maxPixels before
 * decoding; scaled down to fit maxStoredWidth × maxStoredHeight. Nothing of the original file but
 * its pixels is kept: metadata, text chunks and anything appended are dropped.
 */
export function reencodeLogo(file: Buffer): StoredLogo {
  if (file.length > LOGO_RULES.maxBytes) throw appError(assessmentsErrors.BRAND_KIT_LOGO_TOO_BIG, Math.round(LOGO_RULES.maxBytes / 1024));
  const pixels = decode(file);
  const scale = Math.min(1, LOGO_RULES.maxStoredWidth / pixels.width, LOGO_RULES.maxStoredHeight / pixels.height);
  const out = scale < 1 ? downscale(pixels, Math.max(1, Math.round(pixels.width * scale)), Math.max(1, Math.round(pixels.height * scale))) : pixels;
  const png = new PNG({ width: out.width, height: out.height });
  out.data.copy(png.data);
  return { png: PNG.sync.write(png, { colorType: 6 }), width: out.width, height: out.height };
}

type Pixels = { width: number; height: number; data: Buffer };

function decode(file: Buffer): Pixels {
  const kind = file.subarray(0, 8).equals(PNG_SIGNATURE) ? 'png' : file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff ? 'jpeg' : null;
  if (!kind) throw appError(assessmentsErrors.BRAND_KIT_LOGO_TYPE);
  const { width, height } = kind === 'png' ? pngSize(file) : { width: 0, height: 0 };
  if (width * height > LOGO_RULES.maxPixels) throw appError(assessmentsErrors.BRAND_KIT_LOGO_PIXELS);
  try {
    if (kind === 'png') {
      const png = PNG.sync.read(upToIend(file));
      return { width: png.width, height: png.height, data: png.data };
    }
    const image = jpeg.decode(file, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: LOGO_RULES.maxPixels / 1e6, maxMemoryUsageInMB: 256 });
    return { width: image.width, height: image.height, data: Buffer.from(image.data) };
  } catch (error) {
    if (error instanceof Error && /maxResolutionInMP|maxMemoryUsageInMB/.test(error.message)) throw appError(assessmentsErrors.BRAND_KIT_LOGO_PIXELS);
    throw appError(assessmentsErrors.BRAND_KIT_LOGO_UNREADABLE);
  }
}

/** A PNG's size from its IHDR chunk, read before decoding so a huge image is refused unread. */
function pngSize(file: Buffer): { width: number; height: number } {
  // A whole PNG ends with its IEND chunk; a cut-off upload would otherwise decode to blank rows.
  if (file.length < 24 || file.toString('latin1', 12, 16) !== 'IHDR' || file.lastIndexOf('IEND') < 0) throw appError(assessmentsErrors.BRAND_KIT_LOGO_UNREADABLE);
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

/**
 * The PNG up to the end of its IEND chunk, found by walking the chunks. pngjs 7 refuses a stream
 * with anything after IEND, while an upload with bytes appended is still a readable image whose
 * appended bytes we drop (see reencodeLogo); a PNG without IEND is cut off and unreadable.
 */
function upToIend(file: Buffer): Buffer {
  let at = PNG_SIGNATURE.length;
  while (at + 12 <= file.length) {
    const end = at + 12 + file.readUInt32BE(at);
    if (file.toString('latin1', at + 4, at + 8) === 'IEND') {
      if (end > file.length) break;
      return file.subarray(0, end);
    }
    at = end;
  }
  throw appError(assessmentsErrors.BRAND_KIT_LOGO_UNREADABLE);
}

/** Box-filter downscaling of RGBA pixels (each target pixel averages the source pixels it covers). */
function downscale(source: Pixels, width: number, height: number): Pixels {
  const data = Buffer.alloc(width * height * 4);
  const xRatio = source.width / width;
  const yRatio = source.height / height;
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.floor(y * yRatio);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * yRatio));
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.floor(x * xRatio);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * xRatio));
      const sum = [0, 0, 0, 0];
      for (let sy = y0; sy < y1; sy += 1) {
        for (let sx = x0; sx < x1; sx += 1) {
          const at = (sy * source.width + sx) * 4;
          for (let c = 0; c < 4; c += 1) sum[c] += source.data[at + c];
        }
      }
      const count = (y1 - y0) * (x1 - x0);
      const to = (y * width + x) * 4;
      for (let c = 0; c < 4; c += 1) data[to + c] = Math.round(sum[c] / count);
    }
  }
  return { width, height, data };
}
