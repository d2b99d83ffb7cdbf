import { Waiters } from './waiters.ts';

/**
 * Values one side pushes as they come and the other reads in order with `for await`; it ends, or fails,
 * once. Nothing is dropped: what is pushed before anyone reads waits in the queue.
 */
export class AsyncQueue<T> implements AsyncIterable<T> {
  private readonly items: T[] = [];
  private finished = false;
  private failure: { error: unknown } | undefined;
  private readonly changed = new Waiters();

  push(item: T): void {
    if (this.finished) throw new Error('the queue has ended');
    this.items.push(item);
    this.changed.wakeAll();
  }

  end(): void {
    this.finished = true;
    this.changed.wakeAll();
  }

  fail(error: unknown): void {
    this.failure ??= { error };
    this.end();
  }

  /** Resolves once there is something to read, or the queue has ended (rejects if it failed with nothing left). */
  async ready(): Promise<void> {
    while (this.items.length === 0 && !this.finished) await this.changed.wait();
    if (this.items.length === 0 && this.failure) throw this.failure.error;
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for (;;) {
      await this.ready();
      if (this.items.length === 0) return;
      yield this.items.shift()!;
    }
  }
}
