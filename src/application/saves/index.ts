export { backupFileName, createSaveService, type Backup, type SaveService } from './save-service';
