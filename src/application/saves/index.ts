export {
  backupFileName,
  createSaveService,
  type Backup,
  type RestoreOptions,
  type RestoreOutcome,
  type SaveService,
  type SaveServiceDeps,
} from './save-service';
export { createGameReplacer, NoRoomForSafetyCopyError, type GameReplacer, type GameReplacerDeps, type ReplaceOptions } from './replace-game';
export { createGameRepair, type GameRepair } from './repair-game';
export { createRuleFailures, watchRuleFailures, type RuleFailures } from './rule-failures';
