import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addButtonLabel, createAddButtonMachine, type AddButtonState } from './add-button-machine';

const timers = {
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A purchase that settles when the test says so. */
function pending<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('add-to-cart button states', () => {
  let states: AddButtonState[];
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  it('ATC-01 ATC-02 ATC-03 ATC-04 idle → adding at once → added 1 s after the click → idle 2 s later, with the spec labels', async () => {
    const machine = createAddButtonMachine(timers, (s) => states.push(s));
    expect(machine.state).toBe('idle');
    expect(addButtonLabel('idle', 'Add To Cart')).toBe('Add To Cart');
    const answer = pending<'added'>();
    expect(machine.click(() => answer.promise)).toBe(true);
    expect(machine.state).toBe('adding');
    expect(addButtonLabel(machine.state, 'Add To Cart')).toBe('Adding…');
    await vi.advanceTimersByTimeAsync(300);
    answer.resolve('added'); // a fast answer still shows 'Adding…' until 1 s after the click (GAP-96)
    await vi.advanceTimersByTimeAsync(699);
    expect(machine.state).toBe('adding');
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.state).toBe('added');
    expect(addButtonLabel(machine.state, 'Add To Cart')).toBe('Added!');
    await vi.advanceTimersByTimeAsync(1999);
    expect(machine.state).toBe('added');
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.state).toBe('idle');
    expect(states).toEqual(['adding', 'added', 'idle']);
  });

  it('ATC-03 a slow answer shows Added! as soon as it arrives', async () => {
    const machine = createAddButtonMachine(timers, (s) => states.push(s));
    const answer = pending<'added'>();
    machine.click(() => answer.promise);
    await vi.advanceTimersByTimeAsync(2500);
    expect(machine.state).toBe('adding');
    answer.resolve('added');
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.state).toBe('added');
    await vi.advanceTimersByTimeAsync(2000);
    expect(machine.state).toBe('idle');
  });

  it('ATC-05 a failure returns to idle 1 s after it arrives, never showing Added!', async () => {
    const machine = createAddButtonMachine(timers, (s) => states.push(s));
    const answer = pending<'failed'>();
    machine.click(() => answer.promise);
    await vi.advanceTimersByTimeAsync(200);
    answer.resolve('failed');
    await vi.advanceTimersByTimeAsync(999);
    expect(machine.state).toBe('adding');
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.state).toBe('idle');
    expect(states).toEqual(['adding', 'idle']);
  });

  it('ATC-05 a purchase that throws counts as a failure', async () => {
    const machine = createAddButtonMachine(timers, (s) => states.push(s));
    machine.click(() => Promise.reject(new Error('network')));
    await vi.advanceTimersByTimeAsync(1000);
    expect(machine.state).toBe('idle');
  });

  it('ATC-06 clicks while adding or added are ignored: no purchase runs and the state stays', async () => {
    const machine = createAddButtonMachine(timers, (s) => states.push(s));
    const purchase = vi.fn(async () => 'added' as const);
    machine.click(purchase);
    expect(machine.click(purchase)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(machine.state).toBe('added');
    expect(machine.click(purchase)).toBe(false);
    expect(machine.state).toBe('added');
    expect(purchase).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(machine.click(purchase)).toBe(true);
    expect(purchase).toHaveBeenCalledTimes(2);
  });

  it('ATC-07 SUB-02 a purchase that leaves the page keeps Adding… (no Added!)', async () => {
    const machine = createAddButtonMachine(timers, (s) => states.push(s));
    machine.click(async () => 'left' as const);
    await vi.advanceTimersByTimeAsync(5000);
    expect(states).toEqual(['adding']);
  });

  it('stops its timers when disposed', async () => {
    const machine = createAddButtonMachine(timers, (s) => states.push(s));
    machine.click(async () => 'added' as const);
    await vi.advanceTimersByTimeAsync(10);
    machine.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(states).toEqual(['adding']);
  });
});
