/**
 * The add-to-cart button's states (spec §4, ATC-01..ATC-07): idle, adding ('Adding…'), added
 * ('Added!'). GAP-96: 'Adding…' stays at least 1 s after the click and 'Added!' shows once that
 * second has passed; idle returns 2 s later. A failure returns to idle 1 s after it arrives.
 * A click while adding or added does nothing. Timers are injected so tests drive the clock.
 */

export type AddButtonState = 'idle' | 'adding' | 'added';

export const ADDING_LABEL = 'Adding…';
export const ADDED_LABEL = 'Added!';
/** §9: 'Added!' after 1 s, back to idle 2 s later; idle 1 s after an error. */
export const ADDING_MIN_MS = 1000;
export const ADDED_MS = 2000;
export const ERROR_IDLE_MS = 1000;

export interface MachineTimers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AddButtonMachine {
  readonly state: AddButtonState;
  /**
   * A click: false when ignored (not idle). Otherwise runs `purchase`, which settles to
   * 'added' (show Added!), 'left' (the page is going elsewhere: stay adding) or 'failed'.
   */
  click(purchase: () => Promise<'added' | 'left' | 'failed'>): boolean;
  /** Cancels pending timers (the island is going away). */
  dispose(): void;
}

/** The label a state shows; idle shows the button's own label. */
export function addButtonLabel(state: AddButtonState, idleLabel: string): string {
  return state === 'adding' ? ADDING_LABEL : state === 'added' ? ADDED_LABEL : idleLabel;
}

export function createAddButtonMachine(timers: MachineTimers, onChange: (state: AddButtonState) => void): AddButtonMachine {
  let state: AddButtonState = 'idle';
  let timer: unknown = null;
  let disposed = false;

  const set = (next: AddButtonState) => {
    if (disposed || next === state) return;
    state = next;
    onChange(state);
  };
  const later = (ms: number, run: () => void) => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      timer = null;
      run();
    }, Math.max(0, ms));
  };

  return {
    get state() {
      return state;
    },
    click(purchase) {
      if (state !== 'idle' || disposed) return false;
      const clickedAt = timers.now();
      set('adding');
      void purchase().then(
        (outcome) => settle(outcome, clickedAt),
        () => settle('failed', clickedAt),
      );
      return true;
    },
    dispose() {
      disposed = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };

  function settle(outcome: 'added' | 'left' | 'failed', clickedAt: number): void {
    if (disposed || outcome === 'left') return;
    if (outcome === 'failed') {
      later(ERROR_IDLE_MS, () => set('idle'));
      return;
    }
    later(clickedAt + ADDING_MIN_MS - timers.now(), () => {
      set('added');
      later(ADDED_MS, () => set('idle'));
    });
  }
}
