export { createReadShowReport, type ReadShowReport, type ShowReportView } from './show-report';
export {
  createReplayShow, nextTask, REPLAY_STAGES, replayReportOf, replayWork, replayWorkInStages,
  type Pause, type ReplayOptions, type ReplayProgress, type ReplayShow,
} from './replay-show';
