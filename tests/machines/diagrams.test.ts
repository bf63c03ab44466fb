import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { collectMachineDocs, DOCS_DIR, GENERATED_MARK } from '../../scripts/machine-docs';

// The committed diagrams in docs/machines must be what the machines say today.

const root = resolve(__dirname, '../..');
const docs = await collectMachineDocs(root);

describe('machine diagrams in docs/machines', () => {
  it('finds the machines of src/domain/machines', () => {
    expect(docs.map((doc) => doc.name)).toEqual(expect.arrayContaining(['rumble', 'draft', 'guided-tutorial']));
  });

  it.each(docs.map((doc) => [doc.docPath, doc] as const))('%s is up to date', (docPath, doc) => {
    const path = join(root, docPath);
    const committed = existsSync(path) ? readFileSync(path, 'utf8') : null;
    if (committed !== doc.text) {
      expect.fail(`${docPath} is ${committed === null ? 'missing' : 'stale'}: run \`npm run machines\` and commit the result`);
    }
  });

  it('has no generated page left for a machine that is gone', () => {
    const pages = readdirSync(join(root, DOCS_DIR)).map((file) => `${DOCS_DIR}/${file}`.split('\\').join('/'));
    const orphans = pages.filter(
      (page) => !docs.some((doc) => doc.docPath === page) && readFileSync(join(root, page), 'utf8').startsWith(GENERATED_MARK),
    );
    expect(orphans, 'run `npm run machines` to remove them').toEqual([]);
  });
});
