export { createReadShowReport, type ReadShowReport, type ShowReportView } from './show-report';
export { createReplayShow, replayWork, type ReplayShow } from './replay-show';
