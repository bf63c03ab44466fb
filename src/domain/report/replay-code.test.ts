import fc from 'fast-check';
import { CatalogueError, ErrorMessages } from '../errors';
import { decodeReplayCode, encodeReplayCode, REPLAY_CODE_MAX_CHARS, REPLAY_MAX_SEGMENTS, type ReplayPayload } from './replay-code';
import { fromBase64Url, toBase64Url } from './base64url';

const payload: ReplayPayload = {
  seed: 42,
  showName: 'Lucha Noche — Ñandú',
  showType: 'TV',
  rules: 'living',
  snapshot: {
    production: { id: 3, date: '2026-11-22' }, show: { id: 1, name: 'Lucha Noche' }, game: { id: 1, rules: 'living' }, venue: null,
    brands: [{ id: 1 }], segments: [{ id: 5, type: 'SINGLES', appearanceIds: [7, 8] }],
    appearances: [{ id: 7, wrestlerId: 1, groupId: 1 }, { id: 8, wrestlerId: 2, groupId: 2 }],
    wrestlers: [{ id: 1, name: 'Crane' }, { id: 2, name: 'Vale' }], championships: [], reigns: [],
  },
};

const refused = (code: string) => {
  try {
    decodeReplayCode(code);
    return false;
  } catch (error) {
    return error instanceof CatalogueError && error.message === ErrorMessages.replayCodeInvalid;
  }
};

describe('replay codes', () => {
  it('round-trips the payload through a URL-safe, versioned code', () => {
    const code = encodeReplayCode(payload);
    expect(code).toMatch(/^KF1\.[A-Za-z0-9_-]+\.[0-9a-z]+$/);
    expect(decodeReplayCode(code)).toEqual(payload);
    expect(decodeReplayCode(`  ${code}\n`)).toEqual(payload);
  });

  it('refuses a code cut short, altered, of another version or without a card', () => {
    const code = encodeReplayCode(payload);
    expect(refused(code.slice(0, -3))).toBe(true);
    expect(refused(code.replace('KF1.', 'KF2.'))).toBe(true);
    expect(refused(`${code.slice(0, 10)}${code[10] === 'x' ? 'y' : 'x'}${code.slice(11)}`)).toBe(true);
    expect(refused(encodeReplayCode({ ...payload, snapshot: { ...payload.snapshot, segments: [] } }))).toBe(true);
    expect(refused(encodeReplayCode({ ...payload, rules: 'other' as never }))).toBe(true);
    expect(refused('')).toBe(true);
  });

  it('refuses at once a code past a show\'s size or card (issue 34: a 1.2 MB code froze the page)', () => {
    const huge = `KF1.${'A'.repeat(1_200_000)}.x`;
    expect(() => decodeReplayCode(huge)).toThrow(ErrorMessages.replayCodeTooLong(huge.length, REPLAY_CODE_MAX_CHARS));
    const card = (n: number) => encodeReplayCode({
      ...payload,
      snapshot: { ...payload.snapshot, segments: Array.from({ length: n }, (_, i) => ({ id: i + 1, type: 'SINGLES', appearanceIds: [7, 8] })) },
    });
    expect(decodeReplayCode(card(REPLAY_MAX_SEGMENTS)).snapshot.segments).toHaveLength(REPLAY_MAX_SEGMENTS);
    expect(() => decodeReplayCode(card(REPLAY_MAX_SEGMENTS + 1))).toThrow(ErrorMessages.replayCodeTooManySegments(REPLAY_MAX_SEGMENTS + 1, REPLAY_MAX_SEGMENTS));
  });

  it('base64url round-trips any text (property)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => fromBase64Url(toBase64Url(text)) === text));
  });

  it('never throws anything but the catalogue error, for any string (property)', () => {
    const code = encodeReplayCode(payload);
    const mutated = fc.tuple(fc.nat(code.length - 1), fc.string({ minLength: 0, maxLength: 3 })).map(([at, text]) => code.slice(0, at) + text + code.slice(at + 1));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((s) => `KF1.${s}`), fc.string().map((s) => `KF1.${toBase64Url(s)}.x`), mutated), (text) => {
        try {
          decodeReplayCode(text);
          return true;
        } catch (error) {
          return error instanceof CatalogueError;
        }
      }),
    );
  });
});
