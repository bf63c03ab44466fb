// One lazy chunk for the way in (src/ui/routes/pages.ts).
export { SetupPage } from './SetupPage';
export { StartPage } from './StartPage';
export { ImportPage } from './ImportPage';
