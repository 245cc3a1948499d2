import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { reencodeLogo } from './logo-image';

const png = (width: number, height: number, extra = Buffer.alloc(0)) => {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return Buffer.concat([PNG.sync.write(image), extra]);
};

describe('reencodeLogo', () => {
  it('re-encodes a PNG from its pixels, dropping anything appended to the file', () => {
    const stored = reencodeLogo(png(40, 20, Buffer.from('<script>alert(1)</script>')));
    expect([stored.width, stored.height]).toEqual([40, 20]);
    expect(stored.png.includes(Buffer.from('<script>'))).toBe(false);
    expect(PNG.sync.read(stored.png).width).toBe(40);
  });

  it('turns a JPEG into a PNG', () => {
    const data = Buffer.alloc(16 * 8 * 4, 128);
    const file = jpeg.encode({ data, width: 16, height: 8 }, 90).data;
    const stored = reencodeLogo(Buffer.from(file));
    expect(stored.png.subarray(1, 4).toString()).toBe('PNG');
    expect([stored.width, stored.height]).toEqual([16, 8]);
  });

  it('scales a large logo down to fit 1200 × 600, keeping its proportions', () => {
    const stored = reencodeLogo(png(2400, 600));
    expect([stored.width, stored.height]).toEqual([1200, 300]);
  });

  it.each([
    ['an SVG, even declared as a PNG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'BRAND_KIT.LOGO_TYPE'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'BRAND_KIT.LOGO_TYPE'],
    ['a broken PNG', Buffer.concat([png(4, 4).subarray(0, 40)]), 'BRAND_KIT.LOGO_UNREADABLE'],
    ['a file over 700 KB', Buffer.alloc(701 * 1024, 1), 'BRAND_KIT.LOGO_TOO_BIG'],
  ])('refuses %s with a clear error', (_, file, code) => {
    expect(() => reencodeLogo(file)).toThrow(expect.objectContaining({ code }));
  });

  it('refuses a PNG that claims more pixels than allowed before decoding it', () => {
    const file = png(2, 2);
    file.writeUInt32BE(50_000, 16);
    file.writeUInt32BE(50_000, 20);
    expect(() => reencodeLogo(file)).toThrow(expect.objectContaining({ code: 'BRAND_KIT.LOGO_PIXELS' }));
  });
});
