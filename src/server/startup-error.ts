/**
 * A reason the server cannot start that its message says whole (a setting out of range, a data folder in use):
 * server.ts prints the message alone, without a stack trace, and exits with 1.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}
