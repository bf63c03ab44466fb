// @vitest-environment node
import { describeWorldHealth, HEALTH_RUNS } from './world-health';

describeWorldHealth(HEALTH_RUNS.decade);
