import { CatalogueError, ErrorMessages } from '../errors';
import type { RuleSet } from '../entities/enums';
import { fromBase64Url, toBase64Url } from './base64url';
import { isReplaySnapshot, type ReplaySnapshot } from './replay-snapshot';

/**
 * Issue 34: the largest code a show makes, and the most segments it replays. A pasted text past
 * either is refused before anything runs: a 1.2 MB code of 8,000 segments froze the page for 20 s.
 */
export const REPLAY_CODE_MAX_CHARS = 250_000;
export const REPLAY_MAX_SEGMENTS = 60;

/** The version prefix: a code from another version is refused, never half read. */
export const REPLAY_CODE_PREFIX = 'KF1';

/** What a replay code holds: the seed, the show, the rule set and the card as it walked in. */
export interface ReplayPayload {
  seed: number;
  showName: string;
  showType: string;
  rules: RuleSet;
  snapshot: ReplaySnapshot;
}

// FNV-1a over the payload's text: a code altered by hand or cut short fails the check.
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** `KF1.<base64url JSON>.<checksum>`: URL-safe, so it pastes into a link or a forum post. */
export function encodeReplayCode(payload: ReplayPayload): string {
  const body = toBase64Url(JSON.stringify(payload));
  return `${REPLAY_CODE_PREFIX}.${body}.${checksum(body)}`;
}

const refuse = (): never => {
  throw new CatalogueError(ErrorMessages.replayCodeInvalid);
};

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return refuse();
  }
}

const isPayload = (value: unknown): value is ReplayPayload => {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.seed === 'number' && Number.isSafeInteger(p.seed) &&
    typeof p.showName === 'string' && typeof p.showType === 'string' &&
    (p.rules === 'classic' || p.rules === 'living') &&
    isReplaySnapshot(p.snapshot) && p.snapshot.segments.length > 0
  );
};

/** The payload of a code; anything else (cut, altered, another version) is a CatalogueError. */
export function decodeReplayCode(code: string): ReplayPayload {
  const trimmed = String(code).trim();
  if (trimmed.length > REPLAY_CODE_MAX_CHARS) throw new CatalogueError(ErrorMessages.replayCodeTooLong(trimmed.length, REPLAY_CODE_MAX_CHARS));
  const parts = trimmed.split('.');
  if (parts.length !== 3 || parts[0] !== REPLAY_CODE_PREFIX) return refuse();
  const [, body, sum] = parts as [string, string, string];
  if (checksum(body) !== sum) return refuse();
  const text = fromBase64Url(body);
  if (text === null) return refuse();
  const payload = parse(text);
  if (!isPayload(payload)) return refuse();
  const segments = payload.snapshot.segments.length;
  if (segments > REPLAY_MAX_SEGMENTS) throw new CatalogueError(ErrorMessages.replayCodeTooManySegments(segments, REPLAY_MAX_SEGMENTS));
  return payload;
}
