/**
 * A reason the server cannot start that its message says whole (a setting out of range, a data folder in use):
 * `orExit` prints the message alone, without a stack trace, and exits with 1.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** Runs a step of starting up; a StartupError ends the process with its message alone (after `prefix`). */
export async function orExit<T>(step: Promise<T> | (() => T | Promise<T>), prefix = ''): Promise<T> {
  try {
    return await (typeof step === 'function' ? step() : step);
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    console.error(`${prefix}${error.message}`);
    process.exit(1);
  }
}
