/**
 * Counts work under way per key in this process and refuses past a ceiling: for slow outgoing work
 * (the logo fetch) whose cost is time held rather than requests made, which a rate limit cannot bound.
 */
export class InFlight {
  private readonly counts = new Map<string, number>();

  /** Takes one place under `key` when fewer than `max` are taken; the returned release gives it back (once). */
  claim(key: string, max: number): (() => void) | null {
    const count = this.counts.get(key) ?? 0;
    if (count >= max) return null;
    this.counts.set(key, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    };
  }

  /** Places taken under `key` now. */
  count(key: string) {
    return this.counts.get(key) ?? 0;
  }
}
