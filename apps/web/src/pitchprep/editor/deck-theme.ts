import { NEUTRAL_KIT, roomThemeVars } from '@bv/domain';
import type { CSSProperties } from 'react';
import { useBrandKit } from '../../account/use-brand-kit';

/**
 * The founder's brand kit as the slide styles' custom properties, so the editor draws slides in
 * the colours and fonts the PDF and PowerPoint use; the neutral theme while there is no kit (or
 * it cannot be read), as the files have then.
 */
export function useDeckTheme(): CSSProperties {
  const brand = useBrandKit();
  return roomThemeVars(brand.data?.kit ?? NEUTRAL_KIT) as CSSProperties;
}
