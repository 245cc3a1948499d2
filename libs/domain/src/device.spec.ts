import { deviceType } from './device';

it.each([
  [320, 'mobile'],
  [767, 'mobile'],
  [768, 'tablet'],
  [1023, 'tablet'],
  [1024, 'desktop'],
  [1920, 'desktop'],
])('deviceType(%i) = %s', (width, type) => {
  expect(deviceType(width)).toBe(type);
});
