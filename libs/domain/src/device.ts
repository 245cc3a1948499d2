export type DeviceType = 'mobile' | 'tablet' | 'desktop';

export const TABLET_MIN_WIDTH_PX = 768;
export const DESKTOP_MIN_WIDTH_PX = 1024;

export function deviceType(widthPx: number): DeviceType {
  if (widthPx < TABLET_MIN_WIDTH_PX) return 'mobile';
  if (widthPx < DESKTOP_MIN_WIDTH_PX) return 'tablet';
  return 'desktop';
}
