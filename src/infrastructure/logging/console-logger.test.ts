import { ConsoleLogger } from './console-logger';

const fakeConsole = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('ConsoleLogger', () => {
  it('writes each level to the matching console method with its details', () => {
    const sink = fakeConsole();
    const logger = new ConsoleLogger({ prefix: '[kayfabe]' }, sink);
    const error = new Error('x');
    logger.info('loaded', 3);
    logger.warn('Production not found');
    logger.error('Error completing production', error);
    expect(sink.info).toHaveBeenCalledWith('[kayfabe] loaded', 3);
    expect(sink.warn).toHaveBeenCalledWith('[kayfabe] Production not found');
    expect(sink.error).toHaveBeenCalledWith('[kayfabe] Error completing production', error);
  });

  it('prints debug lines only in debug mode', () => {
    const quiet = fakeConsole();
    new ConsoleLogger({}, quiet).debug('hidden');
    expect(quiet.debug).not.toHaveBeenCalled();
    const loud = fakeConsole();
    new ConsoleLogger({ debug: true }, loud).debug('shown');
    expect(loud.debug).toHaveBeenCalledWith('shown');
  });
});
