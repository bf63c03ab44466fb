import { benchDecadeSaves, benchDecadeWeek } from './decade-bench';
import { benchProductionCompletion } from './production-bench';
import type { BenchRequests, KayfabeBench, PageBenchName } from './protocol';
import { benchSaves } from './save-bench';
import { benchSeason, benchSeasonRivals } from './season-bench';

// The storage benchmarks, run inside Chromium against the real infrastructure and use cases.
// This page is built on its own (scripts/bench/build.ts), never into the app's bundle.

type Runners = { [N in PageBenchName]: (options: BenchRequests[N][0]) => Promise<BenchRequests[N][1]> };

const runners: Runners = {
  'production-completion': benchProductionCompletion,
  'season-simulation': benchSeason,
  'season-simulation-rivals': benchSeasonRivals,
  'save-roundtrip': benchSaves,
  'decade-week': benchDecadeWeek,
  'decade-saves': benchDecadeSaves,
};

const bench: KayfabeBench = {
  results: {},
  async run(name, options) {
    const result = await runners[name](options);
    bench.results = { ...bench.results, [name]: result };
    return result;
  },
};

window.kayfabeBench = bench;
document.body.dataset.ready = 'true';
