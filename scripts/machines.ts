import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { collectMachineDocs, DOCS_DIR, GENERATED_MARK } from './machine-docs';

// `npm run machines`: write docs/machines/<name>.md for every machine, and remove generated pages
// whose machine is gone.

const root = resolve(import.meta.dirname, '..');
const docs = await collectMachineDocs(root);
const dir = join(root, DOCS_DIR);
mkdirSync(dir, { recursive: true });

const wanted = new Set(docs.map((doc) => doc.docPath));
for (const file of readdirSync(dir).filter((name) => name.endsWith('.md'))) {
  const path = join(dir, file);
  const relativePath = `${DOCS_DIR}/${file}`.split('\\').join('/');
  if (!wanted.has(relativePath) && readFileSync(path, 'utf8').startsWith(GENERATED_MARK)) {
    rmSync(path);
    console.log(`removed ${relativePath}`);
  }
}
for (const doc of docs) {
  const path = join(root, doc.docPath);
  const unchanged = existsSync(path) && readFileSync(path, 'utf8') === doc.text;
  if (!unchanged) writeFileSync(path, doc.text);
  console.log(`${unchanged ? 'unchanged' : 'wrote'} ${doc.docPath}`);
}
