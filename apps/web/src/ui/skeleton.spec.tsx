/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Skeleton, type SkeletonVariant } from './skeleton';

describe('Skeleton', () => {
  it.each<SkeletonVariant>(['hero', 'card', 'form', 'table', 'nav', 'text'])('announces loading for the %s variant', (variant) => {
    render(<Skeleton variant={variant} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.getAttribute('data-variant')).toBe(variant);
    expect(status.textContent).toBe('Loading…');
  });

  it('draws text lines by default', () => {
    render(<Skeleton />);
    expect(screen.getByRole('status').getAttribute('data-variant')).toBe('text');
  });
});
