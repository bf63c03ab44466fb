import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = join(__dirname, '..', '..');

/** A probe file written into a layer: what it imports, and the rule the cruise must (or must not) name. */
interface Probe {
  layer: string;
  source: string;
  expect: { refusedBy: string } | { passes: true } | { notRefusedBy: string };
}

const PROBES: Probe[] = [
  { layer: 'domain', source: "import Dexie from 'dexie';\nexport const x = Dexie;", expect: { refusedBy: 'domain-stays-pure' } },
  { layer: 'domain', source: "import { useState } from 'react';\nexport const x = useState;", expect: { refusedBy: 'domain-stays-pure' } },
  { layer: 'domain', source: "import { Container } from 'inversify';\nexport const x = Container;", expect: { refusedBy: 'domain-stays-pure' } },
  { layer: 'domain', source: "import { Button } from '@fluentui/react-components';\nexport const x = Button;", expect: { refusedBy: 'domain-stays-pure' } },
  { layer: 'application', source: "import Dexie from 'dexie';\nexport const x = Dexie;", expect: { refusedBy: 'application-imports-domain-only' } },
  { layer: 'application', source: "import { useState } from 'react';\nexport const x = useState;", expect: { refusedBy: 'no-frameworks-in-the-core' } },
  { layer: 'domain', source: "import * as ui from '../../ui/services-context';\nexport const x = ui;", expect: { refusedBy: 'domain-stays-pure' } },
  { layer: 'application', source: "import * as db from '../../infrastructure/di/tokens';\nexport const x = db;", expect: { refusedBy: 'application-imports-domain-only' } },
  { layer: 'ui', source: "import type { Repositories } from '../../application/ports/unit-of-work.port';\nexport type X = Repositories;", expect: { refusedBy: 'ui-reads-through-queries' } },
  { layer: 'ui', source: "import type { Repository } from '../../application/ports/repository.port';\nexport type X = Repository<never>;", expect: { refusedBy: 'ui-reads-through-queries' } },
  {
    layer: 'ui',
    source: "import type { ProductionView } from '../../application/production';\nimport type { SaveProgress } from '../../application/ports/save-files.port';\nexport type X = [ProductionView, SaveProgress];",
    expect: { notRefusedBy: 'ui-reads-through-queries' },
  },
  {
    layer: 'domain',
    source: "import { setup } from 'xstate';\nimport { DateTime } from 'luxon';\nimport { ErrorMessages } from '../errors';\nexport const x = [setup, DateTime, ErrorMessages];",
    expect: { passes: true },
  },
];

/**
 * Every probe is written into its layer and the whole set is cruised in ONE run of the command
 * `npm run lint` uses (each run loads the TypeScript compiler: twelve runs took 100 s of the suite).
 * The text reporter names each violation's file, so each probe gets back its own rule names.
 */
let exitCode = 0;
const violations = new Map<string, string[]>();
const files: string[] = [];

beforeAll(async () => {
  const dirs: string[] = [];
  for (const probe of PROBES) {
    const dir = mkdtempSync(join(root, 'src', probe.layer, 'lint-probe-'));
    dirs.push(dir);
    const file = join(dir, 'probe.ts');
    writeFileSync(file, probe.source);
    files.push(relative(root, file));
  }
  try {
    await run('npx', ['depcruise', ...files, '--config', '.dependency-cruiser.cjs'], { cwd: root });
  } catch (error) {
    const { stdout, code } = error as { stdout: string; code: number };
    exitCode = code;
    for (const [, rule, from] of stdout.matchAll(/error ([\w-]+): (\S+)/g)) violations.set(from, [...(violations.get(from) ?? []), rule]);
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

describe('when a layer breaks the dependency rule, lint fails', () => {
  it('exits non-zero, as `npm run lint` must', () => {
    expect(exitCode).not.toBe(0);
  });

  it.each(PROBES.map((probe, index) => [probe.layer, probe.source, probe.expect, index] as const))('%s importing %j: %j', (_layer, _source, expected, index) => {
    const rules = violations.get(files[index]) ?? [];
    if ('refusedBy' in expected) expect(rules).toContain(expected.refusedBy);
    else if ('notRefusedBy' in expected) expect(rules).not.toContain(expected.notRefusedBy);
    else expect(rules).toEqual([]);
  });
});
