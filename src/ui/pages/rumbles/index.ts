// `/rumbles/start` (the list and the create form) and `/rumbles/:id` (running one rumble).
export { RumblesPage } from './RumblesPage';
