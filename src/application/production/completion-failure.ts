import { ErrorMessages, isStorageFull, LeftBehindError, STORAGE_FULL_MESSAGE } from '../../domain/errors';

/** Every attempt of a completion found the game changed elsewhere meanwhile; nothing was saved. */
export class CompletionConflictError extends Error {
  override name = 'CompletionConflictError';
  constructor(cause: unknown) {
    super('The game kept changing in another tab while this production was being completed, so nothing was saved. Try again.', { cause });
  }
}

/**
 * What the player reads when a completion failed: the spec's 'Error completing production', unless
 * the player can do something about the cause (issue 14): storage full, the game changing in
 * another tab, or this tab left behind by an import elsewhere. Nothing was saved in any case.
 */
export function completionFailureMessage(error: unknown): string {
  if (isStorageFull(error)) return STORAGE_FULL_MESSAGE;
  if (error instanceof CompletionConflictError || error instanceof LeftBehindError) return error.message;
  return ErrorMessages.errorCompletingProduction;
}
