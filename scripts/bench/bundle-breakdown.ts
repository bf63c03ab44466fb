import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

// Which packages (or src folders) the initial JavaScript is made of: the build's hidden source
// maps attribute every byte of the minified files to a source, and each share is gzipped alone.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** [generated column, source index delta, …] per segment of one line of a source map. */
function decodeLine(line: string): number[][] {
  return line.split(',').filter(Boolean).map((segment) => {
    const values: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >> 1) : value >> 1);
        [value, shift] = [0, 0];
      }
    }
    return values;
  });
}

/** `react-dom`, `@fluentui/react-button`, `src/application` … */
function owner(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const src = source.indexOf('/src/') + 1;
  return src > 0 ? source.slice(src).split('/').slice(0, 2).join('/') : source.split('/').pop() ?? source;
}

/** The text of each owner across the given built files. */
function sliceByOwner(outDir: string, paths: readonly string[]): Map<string, string> {
  const texts = new Map<string, string[]>();
  for (const path of paths) {
    const file = join(outDir, path);
    if (!existsSync(`${file}.map`)) continue;
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
    const lines = readFileSync(file, 'utf8').split('\n');
    let source = 0;
    map.mappings.split(';').forEach((mapping, index) => {
      const line = lines[index] ?? '';
      const segments = decodeLine(mapping);
      let column = 0;
      segments.forEach((segment, i) => {
        column += segment[0];
        if (segment.length > 1) source += segment[1];
        const end = i + 1 < segments.length ? column + segments[i + 1][0] : line.length;
        const name = owner(resolve(dirname(file), map.sources[source] ?? 'unknown'));
        texts.set(name, [...(texts.get(name) ?? []), line.slice(column, end)]);
      });
    });
  }
  return new Map([...texts].map(([name, parts]) => [name, parts.join('')]));
}

/** The biggest owners of the initial JavaScript, as "name 12.3" (gzip KB, each gzipped on its own). */
export function bundleBreakdown(outDir: string, paths: readonly string[], top = 12): string[] {
  const rows = [...sliceByOwner(outDir, paths)].map(([name, text]) => [name, gzipSync(text, { level: 9 }).length / 1024] as const);
  return rows.sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, kb]) => `${name} ${kb.toFixed(1)}`);
}
