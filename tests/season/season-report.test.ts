// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays } from '../../src/domain/dates';
import { GAME_ID } from '../../src/domain/entities/game';
import { DATABASE_NAME } from '../../src/infrastructure/dexie/kayfabe-database';
import { silentLogger } from '../../src/infrastructure/dexie/test-support';
import { createContainer, resolveAppServices, TOKENS } from '../../src/infrastructure/di';
import { parseSeasonArgs, type SeasonArgs } from '../../scripts/season/args';
import { DESIGN_FIGURE_NAMES, FIGURE_DEFINITIONS } from '../../scripts/season/definitions';
import { writeSeasonReport } from '../../scripts/season/season-report';

// Issue 13 item 8 end to end: a short seeded report, twice, on the game's own use cases
// (fake-indexeddb); its health.json, its page, and its save imported by the game's import.

const args = (out: string, extra: string[] = []): SeasonArgs => {
  const parsed = parseSeasonArgs(['--weeks', '3', '--seed', '42', '--out', out, ...extra]);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed;
};

describe('npm run season (a three-week report)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'kayfabe-season-test-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes health.json with every DESIGN §4 name, as a number or null, and the same figures for the same seed', async () => {
    const first = await writeSeasonReport(args(join(dir, 'a')));
    // health.json is the chosen rules' figures whether or not the other rule set is run beside them.
    const second = await writeSeasonReport(args(join(dir, 'b'), ['--compare', 'off']));
    const health = JSON.parse(readFileSync(first.files.health, 'utf8'));

    expect(health).toMatchObject({ seed: 42, years: 0.0577, rules: 'classic', weeks: 3 });
    expect(health.productions).toBeGreaterThan(20);
    for (const name of DESIGN_FIGURE_NAMES) {
      expect(name in health.figures, name).toBe(true);
      expect(health.figures[name] === null || Number.isFinite(health.figures[name]), name).toBe(true);
    }
    expect(Object.keys(health.figures)).toEqual(FIGURE_DEFINITIONS.map((d) => d.name));
    expect(health.figures['titles.changes']).toBeGreaterThan(0);
    expect(health.figures['productions.failed']).toBe(0);
    // The same arguments give the same file, figure for figure.
    expect(readFileSync(second.files.health, 'utf8')).toBe(readFileSync(first.files.health, 'utf8'));
    expect(second.files.comparison).toBeNull();
    // Issue 36: no --save, no save size.
    expect(health.figures['save.mbPerYear']).toBeNull();
  }, 120_000);

  it('runs the other rule set on the same seed beside it (issue 15): its own json, both on the page', () => {
    const comparison = JSON.parse(readFileSync(join(dir, 'a', 'health-living.json'), 'utf8'));
    expect(comparison).toMatchObject({ seed: 42, rules: 'living', weeks: 3 });
    expect(Object.keys(comparison.figures)).toEqual(FIGURE_DEFINITIONS.map((d) => d.name));
    const html = readFileSync(join(dir, 'a', 'index.html'), 'utf8');
    expect(html).toContain('classic rules beside the living rules on the same seed');
    expect(html).toContain('<th class="value">classic</th>');
    expect(html).toContain('<th class="value">living</th>');
    expect(html).toContain('<h3>living rules</h3>');
    expect(html).toContain('<th>Target (living)</th>');
  });

  it('writes a self-contained page: inline charts, every figure with its definition, nothing fetched', () => {
    const html = readFileSync(join(dir, 'a', 'index.html'), 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html.match(/<svg /g)?.length).toBeGreaterThanOrEqual(10);
    for (const d of FIGURE_DEFINITIONS) expect(html).toContain(`<td class="name">${d.name}</td>`);
    expect(html).toContain('prefers-color-scheme:dark');
    expect(html).not.toMatch(/\b(src|href)=|<script|<link|@import|url\(/);
  });

  it('saves the final world in the backup format, which the game imports and plays on', async () => {
    const savePath = join(dir, 'save.json');
    const report = await writeSeasonReport(args(join(dir, 'c'), ['--save', savePath, '--compare', 'off']));
    const text = readFileSync(savePath, 'utf8');
    const save = JSON.parse(text);
    // Issue 36: the file's MB (of 1,048,576 bytes) ÷ the run's years, in health.json too.
    const mbPerYear = readFileSync(savePath).byteLength / (1024 * 1024) / report.health.years;
    expect(report.health.figures['save.mbPerYear']).toBeCloseTo(mbPerYear, 3);
    expect(JSON.parse(readFileSync(report.files.health, 'utf8')).figures['save.mbPerYear']).toBe(report.health.figures['save.mbPerYear']);
    expect(save).toMatchObject({ formatName: 'dexie', formatVersion: 1, data: { databaseName: DATABASE_NAME, databaseVersion: 11 } });
    const rows = (table: string): Record<string, unknown>[] => save.data.data.find((t: { tableName: string }) => t.tableName === table).rows;

    // A player's game (the app on first start), then Settings' import with the real use case.
    const container = createContainer({ databaseName: DATABASE_NAME, seed: 7, logger: silentLogger() });
    const services = resolveAppServices(container);
    const repos = container.get(TOKENS.Repositories);
    try {
      await services.game.load();
      await services.saves.restore(new Blob([text]));
      expect(await repos.Production.count()).toBe(rows('Production').length);
      expect(await repos.Appearance.count()).toBe(rows('Appearance').length);
      expect((await repos.Production.all()).filter((p) => p.complete)).toHaveLength(report.health.productions);

      // The import keeps the player's Game record (SPEC §5); moved to the save's date, the next week plays.
      await services.game.update({ date: rows('Game')[0].date as string });
      const week = await services.calendar.simulateEmptyProductions();
      expect(week.failed).toBe(0);
      expect(week.created).toBeGreaterThan(0);
      expect(week.completions.completed).toBe(week.created);
      await services.calendar.forward();
      expect((await repos.Game.get(GAME_ID))?.date).toBe(addDays(rows('Game')[0].date as string, 7));
    } finally {
      await container.get(TOKENS.Database).delete();
    }
  }, 120_000);
});
