import { waitFor } from './wait-for';

describe('waitFor', () => {
  it('reads until done accepts the value, and returns that value', async () => {
    let reads = 0;
    const value = await waitFor(async () => ++reads, (n) => n === 3, 2_000, 'the third read');
    expect(value).toBe(3);
    expect(reads).toBe(3);
  });

  it('names what it waited for and the last value when time runs out', async () => {
    await expect(waitFor(async () => ({ status: 'running' }), (run) => run.status === 'done', 150, 'the run')).rejects.toThrow(
      'Timed out waiting for the run; last value: {"status":"running"}',
    );
  });

  it('stops at once when a read throws', async () => {
    let reads = 0;
    const failing = async () => {
      reads++;
      throw new Error('refused');
    };
    await expect(waitFor(failing, () => true, 2_000, 'anything')).rejects.toThrow('refused');
    expect(reads).toBe(1);
  });
});
