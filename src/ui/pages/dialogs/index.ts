export { DialogsPage } from './DialogsPage';
