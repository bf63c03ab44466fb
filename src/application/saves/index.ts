export { backupFileName, createSaveService, type Backup, type SaveService, type SaveServiceDeps } from './save-service';
export { createGameReplacer, type GameReplacer, type GameReplacerDeps } from './replace-game';
export { createGameRepair, type GameRepair } from './repair-game';
export { createRuleFailures, watchRuleFailures, type RuleFailures } from './rule-failures';
