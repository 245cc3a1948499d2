/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

function Trigger() {
  const showToast = useToast();
  return (
    <>
      <button onClick={() => showToast({ title: 'Saved', description: 'All set.' })}>ok</button>
      <button onClick={() => showToast({ title: 'Failed', variant: 'destructive' })}>fail</button>
    </>
  );
}

describe('ToastProvider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces toasts in a live region, errors as alerts, and dismisses them by button or after a while', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('ok'));
    fireEvent.click(screen.getByText('fail'));
    const live = screen.getByRole('region', { name: 'Notifications' }).querySelector('[aria-live="polite"]');
    expect(live?.textContent).toContain('All set.');
    // Each toast is a list item of the live list (a role on the item would break the list).
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toContain('Failed');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Failed' }));
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('keeps a toast with an action until it is used, then runs it and dismisses the toast', () => {
    const retry = jest.fn();
    function ActionTrigger() {
      const showToast = useToast();
      return <button onClick={() => showToast({ title: 'Network Error', variant: 'destructive', action: { label: 'Retry', onClick: retry } })}>go</button>;
    }
    render(
      <ToastProvider>
        <ActionTrigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('go'));
    act(() => jest.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Network Error')).toBeNull();
  });

  it('shows a brief toast as its title only, and only for a short while', () => {
    function BriefTrigger() {
      const showToast = useToast();
      return <button onClick={() => showToast({ title: 'Assessment Complete!', description: 'Your score is 30.', brief: true })}>done</button>;
    }
    render(
      <ToastProvider>
        <BriefTrigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('done'));
    expect(screen.getByText('Assessment Complete!')).toBeTruthy();
    expect(screen.queryByText('Your score is 30.')).toBeNull();
    act(() => jest.advanceTimersByTime(2500));
    expect(screen.queryByText('Assessment Complete!')).toBeNull();
  });
});
