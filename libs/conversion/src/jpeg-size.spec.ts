import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jpegSize } from './jpeg-size';

const jpg = readFileSync(join(__dirname, '../test/fixtures/page.jpg'));

describe('jpegSize', () => {
  it('reads the width and height from the frame header', () => {
    expect(jpegSize(jpg)).toEqual({ width: 40, height: 57 });
  });

  it('answers null for bytes that are not a JPEG or end before the frame header', () => {
    expect(jpegSize(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(jpegSize(jpg.subarray(0, 20))).toBeNull();
    expect(jpegSize(Buffer.alloc(0))).toBeNull();
  });
});
