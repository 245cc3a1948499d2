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
    expect(screen.getByRole('region', { name: 'Notifications' }).querySelector('[aria-live="polite"]')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('All set.');
    expect(screen.getByRole('alert').textContent).toContain('Failed');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Failed' }));
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
