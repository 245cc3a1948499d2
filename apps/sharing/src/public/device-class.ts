import type { DeviceClass } from '@bv/contracts';

/** A coarse device class from the User-Agent: enough for the owner's chart, nothing identifying. */
export function deviceClassOf(userAgent: string): DeviceClass {
  const ua = userAgent.toLowerCase();
  if (!ua.trim()) return 'unknown';
  if (/bot|crawler|spider|slurp|facebookexternalhit|embedly|preview|curl|wget|python-requests|headless/.test(ua)) return 'bot';
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/.test(ua)) return 'tablet';
  if (/mobi|iphone|ipod|android|blackberry|opera mini|iemobile|windows phone/.test(ua)) return 'mobile';
  if (/windows|macintosh|mac os x|x11|linux|cros/.test(ua)) return 'desktop';
  return 'unknown';
}
