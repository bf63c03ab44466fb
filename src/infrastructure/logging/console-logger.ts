import type { Logger } from '../../application/ports/logger.port';

type ConsoleLike = Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;

/** SPEC §8: local failures are logged to the console. Debug lines only when `debug` is on. */
export class ConsoleLogger implements Logger {
  constructor(
    private readonly options: { debug?: boolean; prefix?: string } = {},
    private readonly sink: ConsoleLike = console,
  ) {}

  debug(message: string, ...details: unknown[]): void {
    if (this.options.debug) this.sink.debug(this.format(message), ...details);
  }

  info(message: string, ...details: unknown[]): void {
    this.sink.info(this.format(message), ...details);
  }

  warn(message: string, ...details: unknown[]): void {
    this.sink.warn(this.format(message), ...details);
  }

  error(message: string, ...details: unknown[]): void {
    this.sink.error(this.format(message), ...details);
  }

  private format(message: string): string {
    return this.options.prefix ? `${this.options.prefix} ${message}` : message;
  }
}
