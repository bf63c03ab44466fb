import { ErrorMessages, LeftBehindError, STORAGE_FULL_MESSAGE } from '../../domain/errors';
import { CompletionConflictError, completionFailureMessage } from './completion-failure';

const quota = () => Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });

describe('what the player reads when a completion failed', () => {
  it.each([
    ['a full disk, bare', quota(), STORAGE_FULL_MESSAGE],
    ['a full disk, wrapped by Dexie', Object.assign(new Error('AbortError'), { name: 'AbortError', inner: quota() }), STORAGE_FULL_MESSAGE],
    ['the game changing in another tab', new CompletionConflictError(null), new CompletionConflictError(null).message],
    ['a tab left behind', new LeftBehindError(), new LeftBehindError().message],
    ['anything else', new Error('injected fault'), ErrorMessages.errorCompletingProduction],
  ])('%s', (_, error, message) => {
    expect(completionFailureMessage(error)).toBe(message);
  });
});
