export { MatchSimulationPage } from './MatchSimulationPage';
export { QuickModePage } from './QuickModePage';
