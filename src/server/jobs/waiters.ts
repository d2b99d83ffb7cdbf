/**
 * Those waiting for something to change (a queue filled, a file stored, a part taken): each awaits
 * wait() in a loop over its condition, and whoever changes the state calls wakeAll().
 */
export class Waiters {
  private waiting: Array<() => void> = [];

  wait(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  wakeAll(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
  }
}
