export { BackstagePage } from './BackstagePage';
