import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = join(__dirname, '..', '..');

/** Writes a probe file into a layer, cruises it alone, and returns the violated rule names. */
async function violationsOf(layer: string, source: string): Promise<string[]> {
  const dir = mkdtempSync(join(root, 'src', layer, 'lint-probe-'));
  const file = join(dir, 'probe.ts');
  writeFileSync(file, source);
  try {
    // The text reporter is what `npm run lint` uses: it must exit non-zero and name the rule.
    await run('npx', ['depcruise', relative(root, file), '--config', '.dependency-cruiser.cjs'], { cwd: root });
    return [];
  } catch (error) {
    const { stdout } = error as { stdout: string };
    return [...stdout.matchAll(/error ([\w-]+):/g)].map((m) => m[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('when a layer breaks the dependency rule, lint fails', () => {
  it.each([
    ['domain', "import Dexie from 'dexie';\nexport const x = Dexie;", 'domain-stays-pure'],
    ['domain', "import { useState } from 'react';\nexport const x = useState;", 'domain-stays-pure'],
    ['domain', "import { Container } from 'inversify';\nexport const x = Container;", 'domain-stays-pure'],
    ['domain', "import { Button } from '@fluentui/react-components';\nexport const x = Button;", 'domain-stays-pure'],
    ['application', "import Dexie from 'dexie';\nexport const x = Dexie;", 'application-imports-domain-only'],
    ['application', "import { useState } from 'react';\nexport const x = useState;", 'no-frameworks-in-the-core'],
    ['domain', "import * as ui from '../../ui/services-context';\nexport const x = ui;", 'domain-stays-pure'],
    ['application', "import * as db from '../../infrastructure/di/tokens';\nexport const x = db;", 'application-imports-domain-only'],
    ['ui', "import type { Repositories } from '../../application/ports/unit-of-work.port';\nexport type X = Repositories;", 'ui-reads-through-queries'],
    ['ui', "import type { Repository } from '../../application/ports/repository.port';\nexport type X = Repository<never>;", 'ui-reads-through-queries'],
  ])('%s importing %j is refused (%s)', async (layer, source, rule) => {
    expect(await violationsOf(layer, source)).toContain(rule);
  }, 60_000);

  it('a ui file importing application queries and other ports passes', async () => {
    const source = "import type { ProductionView } from '../../application/production';\nimport type { SaveProgress } from '../../application/ports/save-files.port';\nexport type X = [ProductionView, SaveProgress];";
    expect(await violationsOf('ui', source)).not.toContain('ui-reads-through-queries');
  }, 60_000);

  it('a domain file importing xstate, luxon and other domain code passes', async () => {
    const source = "import { setup } from 'xstate';\nimport { DateTime } from 'luxon';\nimport { ErrorMessages } from '../errors';\nexport const x = [setup, DateTime, ErrorMessages];";
    expect(await violationsOf('domain', source)).toEqual([]);
  }, 60_000);
});
