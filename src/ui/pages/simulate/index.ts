export { SimulatePage } from './SimulatePage';
