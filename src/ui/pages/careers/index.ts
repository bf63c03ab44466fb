export { CareerModePage } from './CareerModePage';
export { CareersPage } from './CareersPage';
