/** @jest-environment jsdom */
import '../../test/jsdom-polyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import type { PitchIntake } from '@bv/domain';
import { useState } from 'react';
import { emptyIntake, intakeToSend } from './intake-steps';
import { FiguresEditor } from './figures-editor';
import { RivalsEditor } from './rivals-editor';

let latest: PitchIntake = emptyIntake('fundraising');
function Harness({ kind }: { kind: 'history' | 'forecast' | 'rivals' }) {
  const [intake, setIntake] = useState(() => emptyIntake('fundraising'));
  const change = (next: PitchIntake) => {
    latest = next;
    setIntake(next);
  };
  return kind === 'rivals' ? <RivalsEditor intake={intake} onChange={change} /> : <FiguresEditor kind={kind} intake={intake} onChange={change} />;
}

describe('the intake’s chart figures and competition table', () => {
  it('takes revenue by period in a currency, and leaves out a row without an amount when saved', () => {
    render(<Harness kind="history" />);
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'Jan' } });
    fireEvent.change(screen.getByLabelText('Revenue'), { target: { value: '14800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a period' }));
    fireEvent.change(screen.getAllByLabelText('Period')[1], { target: { value: 'Feb' } });
    const sent = intakeToSend(latest);
    expect(sent.traction.history).toEqual([{ period: 'Jan', amount: 14800 }]);
    expect(sent.financials.currency).toBe('USD');
  });

  it('takes revenue and profit by year, profit negative while investing', () => {
    render(<Harness kind="forecast" />);
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2025' } });
    fireEvent.change(screen.getByLabelText('Revenue'), { target: { value: '610000' } });
    fireEvent.change(screen.getByLabelText('Profit'), { target: { value: '-1020000' } });
    expect(intakeToSend(latest).financials).toMatchObject({ forecast: [{ period: '2025', amount: 610000 }], profit: [{ period: '2025', amount: -1020000 }] });
  });

  it('keeps each alternative with where it falls short, blank rows left out', () => {
    render(<Harness kind="rivals" />);
    fireEvent.change(screen.getByLabelText('Alternative'), { target: { value: 'Deputy' } });
    fireEvent.change(screen.getByLabelText('Where it falls short'), { target: { value: 'No CPF rules' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an alternative' }));
    expect(intakeToSend(latest).competition.rivals).toEqual([{ name: 'Deputy', gap: 'No CPF rules' }]);
  });
});
