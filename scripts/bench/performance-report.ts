import { PAGE_PATH, readRecord, writePerformancePage } from './report';

// `npm run bench:report`: writes docs/performance.md again from bench-results.json (or, in a fresh
// checkout, from the figures carried over from the README), measuring nothing.

const { figures, from } = readRecord();
writePerformancePage(figures, from);
console.log(`Wrote ${PAGE_PATH} from ${from} (${figures.length} figures)`);
