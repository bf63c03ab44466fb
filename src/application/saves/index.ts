export { backupFileName, createSaveService } from './save-service';
