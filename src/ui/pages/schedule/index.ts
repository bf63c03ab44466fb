export { CreateShowPage } from './CreateShowPage';
export { ShowSchedulePage } from './ShowSchedulePage';
