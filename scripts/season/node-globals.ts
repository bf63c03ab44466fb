// dexie-export-import (the game's save format, for --save) expects two browser globals that Node
// lacks: `self` (read when it loads) and FileReader (readAsArrayBuffer, when it finalises an
// export). Imported first by index.ts, before anything loads it. Node's Blob reads itself.
const scope = globalThis as { self?: unknown; FileReader?: unknown };
if (scope.self === undefined) scope.self = globalThis;

class NodeFileReader {
  result: ArrayBuffer | null = null;
  error: unknown = null;
  onload: ((event: { target: NodeFileReader }) => void) | null = null;
  onerror: ((event: { target: NodeFileReader }) => void) | null = null;
  onabort: (() => void) | null = null;

  readAsArrayBuffer(blob: Blob): void {
    blob.arrayBuffer().then(
      (buffer) => {
        this.result = buffer;
        this.onload?.({ target: this });
      },
      (error: unknown) => {
        this.error = error;
        this.onerror?.({ target: this });
      },
    );
  }
}
if (scope.FileReader === undefined) scope.FileReader = NodeFileReader;

export {};
