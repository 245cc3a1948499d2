/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { BankCategory } from './bank-position';
import { CategoryStepper } from './category-stepper';

const category = (id: string, title: string) => ({ id, title, questions: [] }) as unknown as BankCategory;

describe('CategoryStepper', () => {
  it('is a named, focusable strip (a keyboard scrolls it where it overflows) that marks the current step', () => {
    render(<CategoryStepper categories={[category('a', 'Financials'), category('b', 'Legal')]} progress={['done', 'current']} />);
    const strip = screen.getByRole('navigation', { name: 'Assessment categories' });
    expect(strip.tabIndex).toBe(0);
    expect(screen.getByText('Legal').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Financials').closest('li')?.textContent).toContain('completed');
  });
});
